import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { withConflicts } from '@/lib/db/conflicts';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { AddDictValueInput, EditDictValueInput } from './schema';
import { inUse } from './service';
import { dictValues, dicts } from './table';
import { usedBy } from './uses';

const codeTaken = (locale: Locale, code: string) => fieldError(409, locale, 'code', 'api.dicts.valueCodeTaken', { code });

async function assertCodeFree(tx: Tx, locale: Locale, dictId: string, code: string, id?: string): Promise<void> {
  const same = and(eq(dictValues.dictId, dictId), eq(dictValues.code, code));
  const [taken] = await tx.select({ id: dictValues.id }).from(dictValues).where(id ? and(same, ne(dictValues.id, id)) : same);
  if (taken) throw codeTaken(locale, code);
}

/** Adds a value to a dictionary (400 on `dictId` when there is none; its code unused there). */
export async function addDictValue(input: AddDictValueInput, locale: Locale): Promise<{ id: string }> {
  const { order, ...fields } = input;
  return withConflicts(
    () =>
      writeTransaction(async (tx) => {
        // Shared: the dictionary cannot be deleted under the new value (its delete checks every value).
        const [dict] = await tx.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, input.dictId)).for('share');
        if (!dict) throw fieldError(400, locale, 'dictId', 'validate.dictUnknown');
        await assertCodeFree(tx, locale, input.dictId, input.code);
        const id = randomUUID();
        await tx.insert(dictValues).values({ id, ...fields, sortOrder: order });
        return { id };
      }),
    () => codeTaken(locale, input.code),
  );
}

/** Edits the fields present: 404 when gone; a code records use cannot change (409), nor take a sibling's. */
export async function editDictValue(input: EditDictValueInput, locale: Locale): Promise<void> {
  const { id, order, ...fields } = input;
  await withConflicts(
    () =>
      writeTransaction(async (tx) => {
        const [current] = await tx
          .select({ dictId: dictValues.dictId, code: dictValues.code, dict: dicts.code })
          .from(dictValues)
          .innerJoin(dicts, eq(dicts.id, dictValues.dictId))
          .where(eq(dictValues.id, id))
          .for('update');
        if (!current) throw notFound();
        if (fields.code !== undefined && fields.code !== current.code) {
          const entity = await usedBy(tx, current.dict, [current.code]);
          if (entity) throw inUse(locale, current.code, entity);
          await assertCodeFree(tx, locale, current.dictId, fields.code, id);
        }
        await tx
          .update(dictValues)
          .set({ ...fields, ...(order === undefined ? {} : { sortOrder: order }), updatedAt: sql`now()` })
          .where(eq(dictValues.id, id));
      }),
    () => codeTaken(locale, fields.code ?? ''),
  );
}

/** Deletes values all or nothing: 404 if any id is unknown, 409 if records use one (disable it instead). */
export async function deleteDictValues(ids: readonly string[], locale: Locale): Promise<void> {
  const unique = [...new Set(ids)];
  await writeTransaction(async (tx) => {
    const found = await tx
      .select({ code: dictValues.code, dict: dicts.code })
      .from(dictValues)
      .innerJoin(dicts, eq(dicts.id, dictValues.dictId))
      .where(inArray(dictValues.id, unique))
      .for('update');
    if (found.length !== unique.length) throw notFound();
    for (const value of found) {
      const entity = await usedBy(tx, value.dict, [value.code]);
      if (entity) throw inUse(locale, value.code, entity);
    }
    await tx.delete(dictValues).where(inArray(dictValues.id, unique));
  });
}
