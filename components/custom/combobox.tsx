'use client';

import { Check, ChevronsUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PickerTrigger } from '@/components/ui/picker-trigger';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Extra words the search matches (e.g. a code or an English name). */
  keywords?: string[];
  /** Shown before the label (an icon or a flag). */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  /** The chosen value; '' or undefined for none. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Trigger text when nothing is chosen (default: the `custom.combobox.placeholder` message). */
  placeholder?: string;
  searchPlaceholder?: string;
  /** For a <label htmlFor>. */
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/** Picks one value from a long list: a button that opens a searchable list (type, arrows, Enter). */
export function Combobox({
  options,
  value,
  onChange,
  placeholder,
  searchPlaceholder,
  id,
  disabled,
  invalid,
  className,
  ...aria
}: ComboboxProps) {
  const t = useTranslations('custom.combobox');
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <PickerTrigger
          id={id}
          open={open}
          invalid={invalid}
          aria-describedby={aria['aria-describedby']}
          disabled={disabled}
          className={className}
        >
          <span className={cn('flex min-w-0 items-center gap-2', !chosen && 'text-muted-foreground')}>
            {chosen?.icon}
            <span className="truncate">{chosen ? chosen.label : (placeholder ?? t('placeholder'))}</span>
          </span>
          <ChevronsUpDown className="opacity-50" aria-hidden />
        </PickerTrigger>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-56 p-0" align="start">
        <Command>
          <CommandInput placeholder={searchPlaceholder ?? t('search')} />
          <CommandList>
            <CommandEmpty>{t('empty')}</CommandEmpty>
            <CommandGroup>
              {options.map((o) => (
                <CommandItem
                  key={o.value}
                  value={`${o.label} ${o.value}`}
                  keywords={o.keywords}
                  disabled={o.disabled}
                  onSelect={() => {
                    onChange(o.value);
                    setOpen(false);
                  }}
                >
                  {o.icon}
                  <span className="truncate">{o.label}</span>
                  <Check className={cn('ml-auto size-4', o.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
