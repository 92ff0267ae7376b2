import { z } from 'zod';
import { whenPassed } from './cross-field';

const shape = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of an API time (milliseconds), UTC unless it names its offset; NaN when it is no real date. */
export function dateTimeValue(value: string): number {
  const iso = value.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}Z`;
  const time = Date.parse(zoned);
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  // Date.parse rolls 2025-02-30 over to March: the date part must survive the round trip.
  return Number.isNaN(time) || Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== iso.slice(0, 10) ? Number.NaN : time;
}

/**
 * A date and time of a contract, UTC unless it names its offset: `2025-01-31 09:00`, `2025-01-31T09:00:00.000Z`
 * (what the form's datetime field sends). `message` (a message id) when it is neither, or no real date.
 */
export const dateTimeSchema = (message: string) =>
  z
    .string()
    .regex(shape, { error: message })
    .refine((value) => !Number.isNaN(dateTimeValue(value)), { error: message, ...whenPassed });
