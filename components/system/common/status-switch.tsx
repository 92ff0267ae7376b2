'use client';

import { useTranslations } from 'next-intl';
import { Switch } from '@/components/ui/switch';

export interface StatusSwitchProps {
  /** '1' enabled, '0' disabled. */
  status: string;
  /** Called with the new status. */
  onChange: (status: '0' | '1') => void;
  /** Names the thing switched (e.g. the row's name), for screen readers. */
  label: string;
  disabled?: boolean;
  /** For a <label htmlFor> outside. */
  id?: string;
}

/** A status toggle with its state as text beside it. */
export function StatusSwitch({ status, onChange, label, disabled, id }: StatusSwitchProps) {
  const t = useTranslations('dict.status');
  const enabled = status === '1';
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <Switch
        id={id}
        checked={enabled}
        disabled={disabled}
        aria-label={label}
        onCheckedChange={(checked) => onChange(checked ? '1' : '0')}
      />
      <span className="text-muted-foreground">{enabled ? t('enabled') : t('disabled')}</span>
    </label>
  );
}
