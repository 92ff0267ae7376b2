import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import { dictColor } from '@/lib/dict-values';
import type { Locale } from '@/lib/i18n/locales';
import { dictValues, dicts } from './table';

/**
 * A dictionary's values for forms, filters and badges, in their order: every value (a disabled one still
 * labels old records) with `enabled` saying whether it may be chosen (an enabled value of an enabled
 * dictionary). Read from the database on every request, never cached: a change shows on every instance
 * at once. Null when no dictionary has the code (404).
 */
export async function dictOptions(code: string, locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select({ dictStatus: dicts.status, value: dictValues })
    .from(dicts)
    .leftJoin(dictValues, eq(dictValues.dictId, dicts.id))
    .where(eq(dicts.code, code))
    .orderBy(asc(dictValues.sortOrder), asc(dictValues.code));
  if (rows.length === 0) return null;
  return rows.flatMap(({ dictStatus, value }) =>
    value
      ? [{ value: value.code, label: localized(locale, value.labelEn, value.labelZh), labelEn: value.labelEn, labelZh: value.labelZh, color: dictColor(value.color), enabled: dictStatus === '1' && value.status === '1' }]
      : [],
  );
}

/** The labels of a dictionary's values in a language (a CSV export's cells): code → label. */
export async function dictLabels(code: string, locale: Locale): Promise<ReadonlyMap<string, string>> {
  return new Map((await dictOptions(code, locale))?.map((o) => [o.value, o.label]) ?? []);
}

/** A dictionary's value codes in their order: a list sorted by a field of that dictionary sorts by their place. */
export async function dictValueOrder(code: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ code: dictValues.code })
    .from(dictValues)
    .innerJoin(dicts, eq(dicts.id, dictValues.dictId))
    .where(eq(dicts.code, code))
    .orderBy(asc(dictValues.sortOrder), asc(dictValues.code));
  return rows.map((row) => row.code);
}

/** The sort key of a column holding a dictionary's values: the place of its value among `codes` (one they lack, last). */
export const dictPosition = (codes: readonly string[], column: PgColumn): SQL =>
  sql`array_position(array[${sql.join(codes.map((code) => sql`${code}`), sql`, `)}]::text[], ${column})`;
