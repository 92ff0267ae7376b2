'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { fromWallClock, instantOf, wallClock, zoneLabel } from '@/lib/time/instant';

export interface DateTimeInputProps {
  id: string;
  /** an API time (ISO, or `YYYY-MM-DD HH:mm` in UTC), '' for none */
  value: string;
  /** the typed time as an ISO instant (UTC), '' when incomplete */
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date and time typed in the user's time zone (the one dates are shown in), named under the box; the
 * form holds the instant, so what is sent is the same moment whatever the zone.
 */
export function DateTimeInput({ id, value, onChange, onBlur, readOnly, ...a11y }: DateTimeInputProps) {
  const t = useTranslations('common');
  const timeZone = useTimeZone() ?? 'UTC';
  const locale = useLocale();
  const at = value ? instantOf(value) : new Date();
  const zoneId = `${id}-zone`;
  const describedBy = [a11y['aria-describedby'], zoneId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <Input
        id={id}
        type="datetime-local"
        readOnly={readOnly}
        aria-invalid={a11y['aria-invalid']}
        aria-describedby={describedBy}
        value={wallClock(value, timeZone)}
        onChange={(event) => onChange(fromWallClock(event.target.value, timeZone))}
        onBlur={onBlur}
      />
      <span id={zoneId} className="text-muted-foreground text-xs whitespace-nowrap" data-testid={`${id}-zone`}>
        {t('timeZone', { zone: zoneLabel(at, timeZone, locale) })}
      </span>
    </div>
  );
}
