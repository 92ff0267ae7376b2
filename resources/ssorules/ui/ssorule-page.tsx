'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { useSsoruleView } from './ssorule-view';

/** /system/ssorule: ssorules on the resource kit. */
export function SsorulePage() {
  return <ResourcePage view={useSsoruleView()} />;
}
