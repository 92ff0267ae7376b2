import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { whenValid } from './cross-field';
import { nameSchema } from './schemas';

/**
 * The names of a record stored in both languages (roles, groups, permissions): `nameEn` and `nameZh`,
 * each validated like a name. `name` is the spec's single name, kept for existing clients: on add it
 * fills whichever of the pair is absent, on edit it sets the request language's column unless that
 * column is sent too (the pair wins).
 */
export function bilingualNameFields(minMessage: string) {
  const schema = nameSchema(minMessage);
  return {
    name: schema.optional().describe("The spec's single name: the request language's (fills both on add). nameEn/nameZh win over it."),
    nameEn: schema.optional().describe('The English name; required on add unless `name` is sent.'),
    nameZh: schema.optional().describe('The Chinese name; required on add unless `name` is sent.'),
  };
}

export interface BilingualNameInput {
  name?: string | undefined;
  nameEn?: string | undefined;
  nameZh?: string | undefined;
}

/** An add needs both names: each one absent (and no `name` to fill it) is `Required` under its own field. */
export function requireBothNames(value: BilingualNameInput, ctx: z.RefinementCtx): void {
  if (value.name !== undefined) return;
  for (const field of ['nameEn', 'nameZh'] as const) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'validate.required' });
  }
}

/**
 * `superRefine` options for `requireBothNames`: it runs once the names it reads passed their own checks,
 * even when another field failed (a body missing its parent and its names hears about all three at once).
 */
export const whenNamesValid = whenValid('name', 'nameEn', 'nameZh');

/** The columns a new record gets (the schema's `requireBothNames` has made sure both are there). */
export function namesOnAdd(input: BilingualNameInput): { nameEn: string; nameZh: string } {
  const nameEn = input.nameEn ?? input.name;
  const nameZh = input.nameZh ?? input.name;
  if (nameEn === undefined || nameZh === undefined) throw new Error('a new record needs both names');
  return { nameEn, nameZh };
}

/** The columns an edit changes: `name` in the request language's, then the pair as sent. */
export function namesOnEdit(input: BilingualNameInput, locale: Locale): { nameEn?: string; nameZh?: string } {
  const legacy = input.name === undefined ? {} : locale === 'zh' ? { nameZh: input.name } : { nameEn: input.name };
  return {
    ...legacy,
    ...(input.nameEn === undefined ? {} : { nameEn: input.nameEn }),
    ...(input.nameZh === undefined ? {} : { nameZh: input.nameZh }),
  };
}
