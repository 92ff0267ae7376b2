'use client';

import { useTranslations } from 'next-intl';
import { Switch } from '@/components/ui/switch';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export interface StatusSwitchProps {
  /** '1' enabled, '0' disabled. */
  status: string;
  /** Called with the new status. */
  onChange: (status: '0' | '1') => void;
  /** Names the thing switched (e.g. the row's name), for screen readers. */
  label: string;
  disabled?: boolean;
  /** Why it cannot be switched (the server would refuse): disables it and shows as its tooltip. */
  refusal?: string;
  /** For a <label htmlFor> outside. */
  id?: string;
}

/** A status toggle with its state as text beside it. */
export function StatusSwitch({ status, onChange, label, disabled, refusal, id }: StatusSwitchProps) {
  const t = useTranslations('dict.status');
  const enabled = status === '1';
  const control = (
    <label className="inline-flex items-center gap-2 text-sm" tabIndex={refusal ? 0 : undefined} data-refusal={refusal}>
      <Switch
        id={id}
        checked={enabled}
        disabled={disabled || refusal !== undefined}
        aria-label={label}
        aria-description={refusal}
        onCheckedChange={(checked) => onChange(checked ? '1' : '0')}
      />
      <span className="text-muted-foreground">{enabled ? t('enabled') : t('disabled')}</span>
    </label>
  );
  if (!refusal) return control;
  // A disabled control gets no pointer events: the tooltip hangs on the focusable label around it.
  return (
    <Tooltip>
      <TooltipTrigger asChild>{control}</TooltipTrigger>
      <TooltipContent>{refusal}</TooltipContent>
    </Tooltip>
  );
}
