import 'server-only';
import { asc, desc, gte, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A text sort key in the "C" collation: the same byte order on every database, and a btree index
 * on the same expression serves both `like 'prefix%'` and `order by`.
 */
export function byteOrder(expression: SQLWrapper): SQL {
  return sql`${expression} collate "C"`;
}

/**
 * A prefix match of a lower-cased key against user input, lower-cased by the database the same
 * way (so case-insensitive), with the input's wildcards taken literally.
 */
export function startsWith(lowerKey: SQL, value: string): SQL {
  return sql`${lowerKey} like lower(${`${escapeLike(value)}%`})`;
}

/** `order by key dir, id dir`: the id breaks ties, so consecutive pages never overlap or skip. */
export function orderWithTieBreak(key: SQLWrapper, id: SQLWrapper, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  return [by(key), by(id)];
}

export interface PageWindow {
  offset: number;
  limit: number;
  /** read in the opposite order (then reverse the rows) */
  reversed: boolean;
}

/** Pages this deep are sized up first, so they can be read from the nearer end of the index. */
export const deepOffset = 1000;

/**
 * Where one page lies once the total is known: nothing past the end, and a page past the middle
 * read backwards from the end, so a scan skips at most half the matching index entries.
 */
export function pageWindow(offset: number, size: number, total: number): PageWindow {
  if (offset >= total) return { offset, limit: 0, reversed: false };
  if (offset <= total / 2) return { offset, limit: size, reversed: false };
  const limit = Math.min(size, total - offset);
  return { offset: total - offset - limit, limit, reversed: true };
}

const isDay = (value: string) => value.length === 10;
const dayMs = 86_400_000;

/** `from`/`to` as the list schemas take them (resources/audit/schema.ts `momentSchema`): a day `to` includes that whole day (UTC). */
export function timeRange(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, new Date(isDay(from) ? `${from}T00:00:00Z` : from)));
  if (to) {
    if (isDay(to)) where.push(lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + dayMs)));
    else where.push(lte(column, new Date(to)));
  }
  return where;
}
