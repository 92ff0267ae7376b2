import 'server-only';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { config } from '@/lib/config';
import type { Db } from './types';

/**
 * Up to this many matching rows a list answers the exact count; past it, the planner's estimate.
 * The limit bounds what one request may spend counting: PostgreSQL counts 10,000 index entries in
 * about 2 ms; the embedded database (WebAssembly, on the server's one thread) takes 15 ms for as many,
 * so it counts exactly up to 5,000.
 */
export function exactCountLimit(): number {
  return config.databaseUrl ? 10_000 : 5_000;
}

export interface ListTotal {
  total: number;
  /**
   * Present (true) only when `total` is the planner's estimate (more than `exactCountLimit()` rows
   * match): an exact answer keeps the spec's `{list, total}` shape.
   */
  totalEstimated?: true;
}

/** How long a filter found large keeps its estimate before it is counted again. */
export const largeMemoMs = 30_000;
const largeMemoLimit = 1000;
/** Filters (query text and values) found to match more than the limit: their estimate and when. */
const largeFilters = new Map<string, { total: number; at: number }>();

/**
 * How many rows match: exact when at most `exactCountLimit()` do (or when `exact` is asked for),
 * else the planner's estimate, never below the limit. The capped count stops after limit + 1
 * index entries, so a large table is never counted row by row unless asked. A filter found large
 * answers its estimate for `largeMemoMs` without counting again (an estimate either way: paging
 * through a large list costs no count); a small result is counted on every request.
 */
export async function listTotal(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined, exact = false): Promise<ListTotal> {
  if (exact) return { total: await exactCount(db, table, where) };
  const query = db.select({ key }).from(table).where(where);
  const memoKey = filterKey(query.toSQL());
  const known = rememberedLarge(memoKey);
  if (known) return known;
  return countOrEstimate(db, table, key, where, query.getSQL(), memoKey);
}

/** The capped count, and past the limit the planner's estimate of `query` (remembered under `memoKey`). */
async function countOrEstimate(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined, query: SQL, memoKey: string): Promise<ListTotal> {
  const capped = await cappedCount(db, table, key, where);
  if (capped <= exactCountLimit()) {
    largeFilters.delete(memoKey);
    return { total: capped };
  }
  return rememberLarge(memoKey, Math.max(exactCountLimit() + 1, await plannedRows(db, query)));
}

function filterKey(query: { sql: string; params: unknown[] }): string {
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

function rememberedLarge(key: string): ListTotal | undefined {
  const known = largeFilters.get(key);
  return known && Date.now() - known.at < largeMemoMs ? { total: known.total, totalEstimated: true } : undefined;
}

function rememberLarge(key: string, total: number): ListTotal {
  if (largeFilters.size >= largeMemoLimit) largeFilters.delete(largeFilters.keys().next().value ?? '');
  largeFilters.set(key, { total, at: Date.now() });
  return { total, totalEstimated: true };
}

/**
 * A whole table's size for a summary: the planner's estimate when it is far past the limit (statistics
 * lag behind by at most the rows changed since the last analyze, a fraction of such a table), else
 * counted like a list (`listTotal`). Costs a plan, not a scan, at most once per `largeMemoMs`.
 */
export async function tableTotal(db: Db, table: PgTable, key: PgColumn): Promise<ListTotal> {
  const query = db.select({ key }).from(table);
  const memoKey = filterKey(query.toSQL());
  const known = rememberedLarge(memoKey);
  if (known) return known;
  const planned = await plannedRows(db, query.getSQL());
  if (planned > 4 * exactCountLimit()) return rememberLarge(memoKey, planned);
  return countOrEstimate(db, table, key, undefined, query.getSQL(), memoKey);
}

export async function exactCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The number of matching rows, counting no further than the limit + 1. */
export async function cappedCount(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
  const matching = db.select({ key }).from(table).where(where).limit(exactCountLimit() + 1).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

interface PlanRow {
  'QUERY PLAN': unknown;
}

/** The planner's row estimate for a query (EXPLAIN, nothing executed). */
export async function plannedRows(db: Db, query: SQL): Promise<number> {
  const result = await db.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
  const [row] = (result as unknown as { rows: PlanRow[] }).rows;
  const plan: unknown = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  const rows = Array.isArray(plan) ? (plan[0] as { Plan?: { 'Plan Rows'?: number } }).Plan?.['Plan Rows'] : undefined;
  return Math.round(rows ?? 0);
}
