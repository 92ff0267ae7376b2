import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { fieldError } from '@/lib/api/field-error';
import { notFound } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { isSettingKey, parseSetting } from '@/lib/settings/definitions';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { EditSettingInput } from './schema';

/** Stores a setting's value (checked by its rule again, as it is stored): in force on every instance at its next request. */
export async function editSetting(input: EditSettingInput, locale: Locale): Promise<void> {
  const parsed = parseSetting(input.id, input.value);
  if (!parsed.ok) throw fieldError(400, locale, 'value', parsed.message);
  const value = parsed.value;
  await writeTransaction(async (tx) => {
    await tx
      .insert(t.settings)
      .values({ key: input.id, value })
      .onConflictDoUpdate({ target: t.settings.key, set: { value, updatedAt: sql`now()` } });
  });
}

/** Puts settings back to their defaults (deletes their stored values): 404 if any key is not a setting. */
export async function resetSettings(ids: readonly string[]): Promise<void> {
  const keys = [...new Set(ids)];
  if (!keys.every(isSettingKey)) throw notFound();
  await writeTransaction(async (tx) => {
    await tx.delete(t.settings).where(inArray(t.settings.key, keys));
  });
}
