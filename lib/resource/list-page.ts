import 'server-only';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { orderWithTieBreak } from '@/lib/db/listing';

/** What a list request (`listSchema`, lib/resource/list-schema.ts) says of its page and order. */
export interface PageRequest<Field extends string> {
  page: number;
  size: number;
  orderField?: Field;
  orderValue: 'asc' | 'desc';
}

/**
 * A list's order: the requested field's key in the requested direction, else `newest` descending;
 * the id breaks ties either way, so consecutive pages never overlap or skip.
 */
export function listOrder<Field extends string>(
  input: PageRequest<Field>,
  key: (field: Field) => SQLWrapper,
  id: SQLWrapper,
  newest: SQLWrapper,
): SQL[] {
  return input.orderField ? orderWithTieBreak(key(input.orderField), id, input.orderValue) : orderWithTieBreak(newest, id, 'desc');
}

/** The requested page of a query (`db.select()….$dynamic()`), in the given order. */
export function onePage<Query extends PgSelect>(query: Query, order: SQL[], input: { page: number; size: number }) {
  return query
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size);
}
