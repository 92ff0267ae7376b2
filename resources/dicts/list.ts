import 'server-only';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, orderWithTieBreak, startsWith } from '@/lib/db/listing';
import type { Locale } from '@/lib/i18n/locales';
import type { ListDictsInput, DictOrderField } from './schema';
import { dicts } from './table';
import { dictView } from './view';

const labelKey = () => byteOrder(sql`lower(${dicts.code})`);

function orderKey(field: DictOrderField, locale: Locale): SQLWrapper {
  if (field === 'code') return labelKey();
  if (field === 'name') return byteOrder(sql`lower(${locale === 'zh' ? dicts.nameZh : dicts.nameEn})`);
  if (field === 'status') return dicts.status;
  return dicts.createdAt;
}

/** One page of dicts: the code's prefix (case-insensitive) and the status, in SQL; newest first by default. */
export async function listDicts(input: ListDictsInput, locale: Locale) {
  const conditions: SQL[] = [];
  if (input.code !== '') conditions.push(startsWith(labelKey(), input.code));
  if (input.status !== 'all') conditions.push(eq(dicts.status, input.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = input.orderField
    ? orderWithTieBreak(orderKey(input.orderField, locale), dicts.id, input.orderValue)
    : orderWithTieBreak(dicts.createdAt, dicts.id, 'desc');
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(dicts)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    listTotal(db, dicts, dicts.id, where),
  ]);
  return { list: rows.map((row) => dictView(row, locale)), ...total };
}

/** One dict, or null (404). */
export async function dictDetail(id: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db.select().from(dicts).where(eq(dicts.id, id));
  return row ? dictView(row, locale) : null;
}
