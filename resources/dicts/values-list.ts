import 'server-only';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, orderWithTieBreak, startsWith } from '@/lib/db/listing';
import type { Locale } from '@/lib/i18n/locales';
import type { DictValueOrderField, ListDictValuesInput } from './schema';
import { dictValues } from './table';
import { dictValueView } from './values-view';

function orderKey(field: DictValueOrderField, locale: Locale): SQLWrapper {
  if (field === 'code') return byteOrder(sql`lower(${dictValues.code})`);
  if (field === 'label') return byteOrder(sql`lower(${locale === 'zh' ? dictValues.labelZh : dictValues.labelEn})`);
  if (field === 'status') return dictValues.status;
  return dictValues.sortOrder;
}

/** One page of a dictionary's values: the code's prefix and the status; in their order by default. */
export async function listDictValues(input: ListDictValuesInput, locale: Locale) {
  const conditions: SQL[] = [eq(dictValues.dictId, input.dictId)];
  if (input.code !== '') conditions.push(startsWith(byteOrder(sql`lower(${dictValues.code})`), input.code));
  if (input.status !== 'all') conditions.push(eq(dictValues.status, input.status));
  const where = and(...conditions);
  const order = orderWithTieBreak(orderKey(input.orderField ?? 'order', locale), dictValues.id, input.orderField ? input.orderValue : 'asc');
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(dictValues)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    listTotal(db, dictValues, dictValues.id, where),
  ]);
  return { list: rows.map((row) => dictValueView(row, locale)), ...total };
}

/** One value, or null (404). */
export async function dictValueDetail(id: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db.select().from(dictValues).where(eq(dictValues.id, id));
  return row ? dictValueView(row, locale) : null;
}
