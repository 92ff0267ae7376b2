import 'server-only';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '@/lib/api/field-error';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { dictValues, dicts } from './table';

/** A written field whose value must be a value of a dictionary; `current` is the record's stored one (edits). */
export interface DictWrite {
  field: string;
  dict: string;
  value: string | undefined;
  current?: string;
}

/**
 * The server's check of a dictionary select (the kit's `{ kind: 'select', dict }`): a written value must be
 * an enabled value of an enabled dictionary, else a 400 naming the field. An edit that keeps the stored
 * value is accepted even if it has been disabled since (old records stay editable). The value's row is
 * read `for share` inside the write's transaction, so a concurrent delete of it waits for this write and
 * then sees the record using it.
 */
export async function assertDictValues(tx: Tx, locale: Locale, writes: readonly DictWrite[]): Promise<void> {
  for (const write of writes) {
    if (write.value === undefined || write.value === write.current) continue;
    const [found] = await tx
      .select({ id: dictValues.id })
      .from(dictValues)
      .innerJoin(dicts, eq(dicts.id, dictValues.dictId))
      .where(and(eq(dicts.code, write.dict), eq(dictValues.code, write.value), eq(dictValues.status, '1'), eq(dicts.status, '1')))
      .for('share');
    if (!found) throw fieldError(400, locale, write.field, 'validate.dictValue');
  }
}
