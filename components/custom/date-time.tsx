'use client';

import { useFormatter, useLocale, useTimeZone } from 'next-intl';
import { useCallback } from 'react';
import { instantOf, zoneLabel } from '@/lib/time/instant';
import { cn } from '@/lib/utils';

export interface DateTimeOptions {
  /** show the seconds (logs: audit, sign-ins) */
  seconds?: boolean;
  /** name the zone after the time: `28 Nov 2026, 18:00 (GMT+8)` */
  zone?: boolean;
}

/**
 * Formats API times (ISO, or `YYYY-MM-DD HH:mm[:ss]` in UTC) in the user's language and time zone (the
 * one next-intl was given: the browser's). The one formatter of every date the console shows.
 */
export function useDateTime() {
  const format = useFormatter();
  const timeZone = useTimeZone() ?? 'UTC';
  const locale = useLocale();
  return useCallback(
    (value: string, { seconds = false, zone = false }: DateTimeOptions = {}) => {
      const at = instantOf(value);
      if (Number.isNaN(at.getTime())) return value;
      const text = format.dateTime(at, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' });
      return zone ? `${text} (${zoneLabel(at, timeZone, locale)})` : text;
    },
    [format, timeZone, locale],
  );
}

/** An API time as a `<time>`, never broken across lines (a CJK date has no spaces to break at). */
export function DateTime({ value, className, ...options }: DateTimeOptions & { value: string; className?: string }) {
  const format = useDateTime();
  const at = instantOf(value);
  return (
    <time dateTime={Number.isNaN(at.getTime()) ? undefined : at.toISOString()} className={cn('whitespace-nowrap tabular-nums', className)}>
      {format(value, options)}
    </time>
  );
}

/**
 * An API time in a table cell: the date and the time each on one line, the line free to break between the
 * two, so a wide table fits its columns without cutting a date.
 */
function DateTimeInCell({ value, seconds = false }: { value: string; seconds?: boolean }) {
  const format = useFormatter();
  const at = instantOf(value);
  if (Number.isNaN(at.getTime())) return value;
  return (
    <time dateTime={at.toISOString()} className="tabular-nums">
      <span className="whitespace-nowrap">{format.dateTime(at, { dateStyle: 'medium' })}</span>{' '}
      <span className="whitespace-nowrap">{format.dateTime(at, { timeStyle: seconds ? 'medium' : 'short' })}</span>
    </time>
  );
}

/** A table cell of an API time (a column's `cell`): local time, the date and the time each unbroken. */
export function DateTimeCell({ getValue }: { getValue: () => string }) {
  return <DateTimeInCell value={getValue()} />;
}

/** The same with seconds, for logs (audit, sign-ins). */
export function DateTimeSecondsCell({ getValue }: { getValue: () => string }) {
  return <DateTimeInCell value={getValue()} seconds />;
}
