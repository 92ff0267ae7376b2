'use client';

import { useTranslations } from 'next-intl';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDictOptions } from './use-dict-options';

const any = '__all';

/**
 * A toolbar filter fed by a dictionary: "All" and its enabled values (a disabled one only while it is the
 * filter's value, from an old link). The trigger names the field, as a toolbar has no labels.
 */
export function DictFilterSelect({ dict, label, value, onChange, testId }: { dict: string; label: string; value: string; onChange: (value: string) => void; testId: string }) {
  const t = useTranslations('dict.status');
  const options = (useDictOptions(dict).data ?? []).filter((o) => o.enabled || o.value === value);
  return (
    <Select value={value || any} onValueChange={(next) => onChange(next === any ? '' : next)}>
      <SelectTrigger size="sm" className="w-full sm:w-40" aria-label={label} data-testid={testId}>
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="text-muted-foreground">{label}</span>
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={any}>{t('all')}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={!option.enabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
