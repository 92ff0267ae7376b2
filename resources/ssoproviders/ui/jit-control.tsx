'use client';

import type { CustomControlProps } from '@/components/resource/form-spec';
import { Switch } from '@/components/ui/switch';
import type { SsoproviderItem } from './ssoprovider-api';

/** Whether the provider creates users at their first sign-in: a switch labelled by its field. */
export function JitControl({ id, value, onChange }: CustomControlProps<SsoproviderItem, boolean>) {
  return <Switch id={id} checked={value} onCheckedChange={onChange} />;
}
