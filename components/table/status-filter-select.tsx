'use client';

import { useTranslations } from 'next-intl';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { StatusFilter } from './use-table-url-state';

const options: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'all' },
  { value: '1', label: 'enabled' },
  { value: '0', label: 'disabled' },
];

/** The status filter: all, enabled ('1') or disabled ('0'); the trigger names it ("Status All"), as it has no label beside it. */
export function StatusFilterSelect({ value, onChange, id }: { value: StatusFilter; onChange: (value: StatusFilter) => void; id?: string }) {
  const t = useTranslations();
  return (
    <Select value={value} onValueChange={(next) => onChange(options.find((o) => o.value === next)?.value ?? 'all')}>
      <SelectTrigger id={id} size="sm" className="w-full sm:w-40" aria-label={t('table.status')} data-testid="status-filter">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="text-muted-foreground">{t('table.status')}</span>
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {t(`dict.status.${option.label}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
