'use client';

import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dictTones } from '@/lib/dict-values';
import { cn } from '@/lib/utils';
import { useDictOptions } from './use-dict-options';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

/**
 * A form's select fed by a dictionary: its enabled values in their order. A disabled value is offered
 * only when it is the current one (an old record's), shown but not choosable, so an edit may keep it.
 */
export function DictSelect({ dict, value, onChange, disabled, trigger }: { dict: string; value: string; onChange: (value: string) => void; disabled?: boolean; trigger: TriggerProps }) {
  const options = useDictOptions(dict).data ?? [];
  const offered = options.filter((o) => o.enabled || o.value === value);
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {offered.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={!option.enabled} data-testid={`dict-option-${option.value}`}>
            <span className={cn('size-1.5 rounded-full', dictTones[option.color].dot)} aria-hidden />
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
