'use client';

import { useTranslations } from 'next-intl';
import type { CustomControlProps } from '@/components/resource/form-spec';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { SettingItem } from './setting-api';

/** A setting's value as its kind wants it: a switch for a flag, a number box, or a text box. */
export function SettingValueControl({ id, value, onChange, invalid, context }: CustomControlProps<SettingItem, string | number | boolean | undefined>) {
  const t = useTranslations('page.system.setting');
  const kind = context.row?.kind;
  if (kind === 'boolean') {
    const on = value === true || value === 'true';
    return (
      <div className="flex items-center gap-2">
        <Switch id={id} checked={on} onCheckedChange={onChange} aria-invalid={invalid} />
        <span className="text-sm">{on ? t('yes') : t('no')}</span>
      </div>
    );
  }
  return (
    <Input
      id={id}
      type={kind === 'number' ? 'number' : 'text'}
      inputMode={kind === 'number' ? 'numeric' : undefined}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
    />
  );
}
