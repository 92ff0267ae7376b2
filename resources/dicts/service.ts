import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { withConflicts } from '@/lib/db/conflicts';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { AddDictInput, EditDictInput } from './schema';
import { dictValues, dicts } from './table';
import { isUsedDict, usedBy } from './uses';

const codeTaken = (locale: Locale, code: string) => fieldError(409, locale, 'code', 'api.dicts.codeTaken', { code });

/** 409: records of `entity` use `name` (a dictionary or a value), so it stays. */
export const inUse = (locale: Locale, name: string, entity: string) =>
  conflict('api.dicts.inUse', { name, entity: translate(locale, `page.system.audit.entity.${entity}`) });

async function assertCodeFree(tx: Tx, locale: Locale, code: string, id?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: dicts.id })
    .from(dicts)
    .where(id ? and(eq(dicts.code, code), ne(dicts.id, id)) : eq(dicts.code, code));
  if (taken) throw codeTaken(locale, code);
}

/** Adds a dictionary (its code unused); answers its id (so the audit entry names it). */
export async function addDict(input: AddDictInput, locale: Locale): Promise<{ id: string }> {
  return withConflicts(
    () =>
      writeTransaction(async (tx) => {
        await assertCodeFree(tx, locale, input.code);
        const id = randomUUID();
        await tx.insert(dicts).values({ id, ...input });
        return { id };
      }),
    () => codeTaken(locale, input.code),
  );
}

/** Edits the fields present: 404 when gone; a code records' columns name (notice_level) cannot change (409). */
export async function editDict(input: EditDictInput, locale: Locale): Promise<void> {
  const { id, ...fields } = input;
  await withConflicts(
    () =>
      writeTransaction(async (tx) => {
        const [current] = await tx.select({ code: dicts.code }).from(dicts).where(eq(dicts.id, id)).for('update');
        if (!current) throw notFound();
        if (fields.code !== undefined && fields.code !== current.code) {
          if (isUsedDict(current.code)) throw fieldError(409, locale, 'code', 'api.dicts.codeUsed', { code: current.code });
          await assertCodeFree(tx, locale, fields.code, id);
        }
        await tx.update(dicts).set({ ...fields, updatedAt: sql`now()` }).where(eq(dicts.id, id));
      }),
    () => codeTaken(locale, fields.code ?? ''),
  );
}

/**
 * Deletes dictionaries with their values, all or nothing: 404 if any id is unknown, 409 if records use
 * any of their values (a deleted dictionary's values would leave those records naming nothing).
 */
export async function deleteDicts(ids: readonly string[], locale: Locale): Promise<void> {
  const unique = [...new Set(ids)];
  await writeTransaction(async (tx) => {
    const found = await tx.select({ id: dicts.id, code: dicts.code }).from(dicts).where(inArray(dicts.id, unique)).for('update');
    if (found.length !== unique.length) throw notFound();
    const values = await tx.select({ dictId: dictValues.dictId, code: dictValues.code }).from(dictValues).where(inArray(dictValues.dictId, unique)).for('update');
    for (const dict of found) {
      const entity = await usedBy(tx, dict.code, values.filter((v) => v.dictId === dict.id).map((v) => v.code));
      if (entity) throw inUse(locale, dict.code, entity);
    }
    await tx.delete(dicts).where(inArray(dicts.id, unique));
  });
}
