'use client';

import { Check, ChevronsUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { PickerTrigger } from '@/components/ui/picker-trigger';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandSeparator } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { ComboboxOption } from './combobox';

export interface MultiSelectProps {
  options: readonly ComboboxOption[];
  /** The chosen values, in the order they were picked. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** Trigger text when nothing is chosen (default: the `custom.multiSelect.placeholder` message). */
  placeholder?: string;
  /** Badges shown in the trigger before "+N" (default 3). */
  maxBadges?: number;
  /** At most this many values can be chosen. */
  max?: number;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** Picks several values: chosen ones show as badges in the trigger; the list is searchable and toggles them. */
export function MultiSelect({
  options,
  value,
  onChange,
  placeholder,
  maxBadges = 3,
  max,
  id,
  disabled,
  invalid,
  className,
  ...aria
}: MultiSelectProps) {
  const t = useTranslations('custom.multiSelect');
  const [open, setOpen] = useState(false);
  const chosen = new Set(value);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const toggle = (v: string) => onChange(chosen.has(v) ? value.filter((x) => x !== v) : [...value, v]);
  const full = max !== undefined && value.length >= max;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <PickerTrigger
          id={id}
          open={open}
          invalid={invalid}
          aria-describedby={aria['aria-describedby']}
          disabled={disabled}
          className={cn('h-auto min-h-9 w-full justify-between px-2 py-1 font-normal', className)}
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-1">
            {value.length === 0 ? (
              <span className="text-muted-foreground px-1">{placeholder ?? t('placeholder')}</span>
            ) : (
              value.slice(0, maxBadges).map((v) => (
                <Badge key={v} variant="secondary">
                  {labelOf(v)}
                </Badge>
              ))
            )}
            {value.length > maxBadges ? <Badge variant="outline">+{value.length - maxBadges}</Badge> : null}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden />
        </PickerTrigger>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-56 p-0" align="start">
        <Command>
          <CommandInput placeholder={t('search')} />
          <CommandList>
            <CommandEmpty>{t('empty')}</CommandEmpty>
            <CommandGroup>
              {options.map((o) => {
                const on = chosen.has(o.value);
                return (
                  <CommandItem
                    key={o.value}
                    value={`${o.label} ${o.value}`}
                    keywords={o.keywords}
                    disabled={o.disabled || (!on && full)}
                    onSelect={() => toggle(o.value)}
                    data-checked={on}
                  >
                    <span
                      className={cn(
                        'border-primary flex size-4 items-center justify-center rounded-[4px] border',
                        on ? 'bg-primary text-primary-foreground' : 'opacity-50 [&_svg]:invisible',
                      )}
                    >
                      <Check className="size-3 text-current" />
                    </span>
                    {o.icon}
                    <span className="truncate">{o.label}</span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
            {value.length > 0 ? (
              <>
                <CommandSeparator />
                <CommandGroup>
                  <CommandItem onSelect={() => onChange([])} className="justify-center">
                    {t('clear')}
                  </CommandItem>
                </CommandGroup>
              </>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
