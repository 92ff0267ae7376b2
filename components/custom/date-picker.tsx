'use client';

import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DateRange, Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/** The calendar locale (month and weekday names, labels) of the page's locale. */
export function useCalendarLocale() {
  return useLocale() === 'zh' ? zhCN : enUS;
}

interface PickerBase {
  /** Trigger text when nothing is chosen (default: a `custom.datePicker` message). */
  placeholder?: string;
  /** Days that cannot be picked, as react-day-picker matchers (e.g. `{ after: new Date() }`). */
  disabled?: Matcher | Matcher[];
  /** For a <label htmlFor>. */
  id?: string;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

export interface DatePickerProps extends PickerBase {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** Month and year dropdowns in the caption (for dates far away, e.g. a birthday). */
  dropdowns?: boolean;
}

function Trigger({ id, invalid, className, text, empty, describedBy, ...props }: {
  id?: string;
  invalid?: boolean;
  className?: string;
  text: string;
  empty: boolean;
  describedBy?: string;
}) {
  return (
    <Button
      id={id}
      type="button"
      variant="outline"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn('w-full justify-start font-normal', empty && 'text-muted-foreground', className)}
      {...props}
    >
      <CalendarIcon aria-hidden />
      <span className="truncate">{text}</span>
    </Button>
  );
}

/** One date, picked in a calendar popover; shown as a long date in the page's language. */
export function DatePicker({ value, onChange, placeholder, disabled, dropdowns, id, invalid, className, ...aria }: DatePickerProps) {
  const t = useTranslations('custom.datePicker');
  const locale = useCalendarLocale();
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Trigger
          id={id}
          invalid={invalid}
          className={className}
          describedBy={aria['aria-describedby']}
          empty={!value}
          text={value ? format(value, 'PPP', { locale }) : (placeholder ?? t('placeholder'))}
        />
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          locale={locale}
          selected={value}
          defaultMonth={value}
          captionLayout={dropdowns ? 'dropdown' : 'label'}
          startMonth={dropdowns ? new Date(1920, 0) : undefined}
          endMonth={dropdowns ? new Date(new Date().getFullYear() + 5, 11) : undefined}
          disabled={disabled}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

export interface DateRangePickerProps extends PickerBase {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  /** Months shown side by side (default 2; the popover scrolls on narrow screens). */
  numberOfMonths?: number;
}

/** A from–to range, picked in a calendar popover with two months. */
export function DateRangePicker({
  value,
  onChange,
  placeholder,
  disabled,
  numberOfMonths = 2,
  id,
  invalid,
  className,
  ...aria
}: DateRangePickerProps) {
  const t = useTranslations('custom.datePicker');
  const locale = useCalendarLocale();
  const text = value?.from
    ? value.to
      ? `${format(value.from, 'PP', { locale })} – ${format(value.to, 'PP', { locale })}`
      : format(value.from, 'PP', { locale })
    : (placeholder ?? t('rangePlaceholder'));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Trigger id={id} invalid={invalid} className={className} describedBy={aria['aria-describedby']} empty={!value?.from} text={text} />
      </PopoverTrigger>
      <PopoverContent className="max-w-[calc(100vw-2rem)] w-auto overflow-x-auto p-0" align="start">
        <Calendar
          mode="range"
          locale={locale}
          selected={value}
          defaultMonth={value?.from}
          numberOfMonths={numberOfMonths}
          disabled={disabled}
          onSelect={onChange}
        />
      </PopoverContent>
    </Popover>
  );
}
