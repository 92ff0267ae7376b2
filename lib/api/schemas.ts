import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';

/** Shared pieces of the API contract. */

/** Text PostgreSQL can store: no NUL character, no lone surrogate (checked before any query). */
export const storableText = /^[^\0\uD800-\uDFFF]*$/u;
/**
 * Names people read: no control (Cc) or format (Cf) characters and no line or paragraph separators,
 * so no line breaks, bidi overrides, zero-width characters or BOM hide in a list or an audit entry.
 */
export const plainText = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
/** A name field: checked for hidden characters before trimming (trim would silently drop a BOM or CR/LF). */
export const nameSchema = (minMessage: string, max = 64) =>
  z
    .string()
    .regex(plainText, { error: 'validate.controlCharacters' })
    .trim()
    .min(2, { error: minMessage })
    .max(max)
    .regex(storableText, { error: 'validate.invalid' });
export const textSchema = (max: number) => z.string().max(max).regex(storableText, { error: 'validate.invalid' });
export const statusSchema = z.enum(['0', '1']);
export const statusFilterSchema = z.enum(['0', '1', 'all']).default('all');
export const orderValueSchema = z.enum(['asc', 'desc']).default('asc');
export const pageSchema = z.number().int().min(1).max(1_000_000).default(1);
export const sizeSchema = z.number().int().min(1).max(100).default(10);
/** Ids in paths and bodies: letters, digits, `_` and `-` only (no traversal, no SQL). */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validate.invalid' });
export const idParamsSchema = z.strictObject({ id: idSchema });
export const idListSchema = z.array(idSchema).min(1).max(1000);

/** A name stored in en and zh, answered in the request's locale. */
export function localized(locale: Locale, en: string, zh: string | null | undefined): string {
  return locale === 'zh' && zh ? zh : en;
}

/** Timestamps as the fixtures write them: `YYYY-MM-DD HH:mm:ss`. */
export function formatTimestamp(value: string): string {
  return value.replace('T', ' ').slice(0, 19);
}

// A person's name, e-mail and phone: the user forms and one's own profile (lib/account) share them.
/**
 * Phone numbers: 6 to 20 digits with an optional leading `+`; single spaces or dashes may
 * separate digits (`+86 138-0000-0000`). Stored as typed.
 */
export const phonePattern = /^\+?\d(?:[ -]?\d){5,19}$/;

export const userNameSchema = nameSchema('validate.name');
// The OpenAPI document shows the input side of the pipe (a string): `format` says what it must be.
export const emailSchema = z.string().trim().max(254).pipe(z.email({ error: 'validate.email' })).meta({ format: 'email' });
export const phoneSchema = z.string().trim().regex(phonePattern, { error: 'validate.phone' });

// A day (`2026-11-23`, the whole day in UTC) or an instant with its offset (`2026-11-23T08:00:00+08:00`),
// from 1970-01-01 to 9999-12-30: the end of a later day, or a year 0, is no timestamp PostgreSQL takes.
const lastMoment = Date.UTC(9999, 11, 30, 23, 59, 59, 999);
const inRange = (value: string) => {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return ms >= 0 && ms <= lastMoment;
};
export const momentSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).refine(inRange, { error: 'validate.dateRange' });
