import 'server-only';
import { asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/types';
import { insertAfter, orderChanges, type SiblingRow } from './sibling-order';
import type { TreeTable } from './tree-tables';

/**
 * Takes the transaction-scoped lock of each parent's set of children. Every write that reads or
 * changes sibling orders holds the lock of that parent first, so concurrent writers under one parent
 * take turns and each sees the previous one's committed rows. Keys are taken in ascending order, so
 * two writers locking several parents cannot deadlock.
 */
export async function lockSiblingSets(tx: Tx, tree: TreeTable, parentIds: readonly (string | null)[]): Promise<void> {
  const keys = [...new Set(parentIds.map(lockKey))].sort((a, b) => a - b);
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${tree.lockSpace}::int, ${key}::int)`);
  }
}

/** A parent's children in order (the caller holds the parent's lock). */
export async function readSiblings(tx: Tx, tree: TreeTable, parentId: string | null): Promise<SiblingRow[]> {
  return tx
    .select({ id: sql<string>`${tree.id}`, order: sql<number>`${tree.order}` })
    .from(tree.table)
    .where(childOf(tree, parentId))
    .orderBy(asc(tree.order), asc(tree.id));
}

/** Writes new orders in one statement; duplicates in between are fine, the constraint is checked at commit. */
export async function writeOrders(tx: Tx, tree: TreeTable, changes: readonly SiblingRow[]): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::text, ${c.order}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${tree.table} set ${sql.identifier(tree.order.name)} = v.sort_order
        from (values ${values}) as v(id, sort_order) where ${tree.id} = v.id`,
  );
}

/** Rewrites a parent's children as `reorder` arranges them, numbered 0..n-1 (also closing any old gap). */
export async function reorderSiblings(
  tx: Tx,
  tree: TreeTable,
  parentId: string | null,
  reorder: (ids: string[]) => string[],
): Promise<string[]> {
  const siblings = await readSiblings(tx, tree, parentId);
  const ids = reorder(siblings.map((s) => s.id));
  await writeOrders(tx, tree, orderChanges(siblings, ids));
  return ids;
}

/**
 * Makes room for a new child of `parentId` right after `afterId` (last when null) and answers the
 * order the new row takes, or null when `afterId` is not among the children (any more).
 */
export async function openSlot(
  tx: Tx,
  tree: TreeTable,
  parentId: string | null,
  newId: string,
  afterId: string | null,
): Promise<number | null> {
  const siblings = await readSiblings(tx, tree, parentId);
  const current = siblings.map((s) => s.id);
  if (afterId !== null && !current.includes(afterId)) return null;
  const ids = insertAfter(current, newId, afterId);
  await writeOrders(tx, tree, orderChanges(siblings, ids));
  return ids.indexOf(newId);
}

/** The `{id, parentId}` of the given rows that exist. */
export async function findNodes(tx: Tx, tree: TreeTable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: sql<string>`${tree.id}`, parentId: sql<string | null>`${tree.parentId}` })
    .from(tree.table)
    .where(inArray(tree.id, [...ids]));
}

/** The children of the given parents. */
export async function findChildren(tx: Tx, tree: TreeTable, parentIds: readonly string[]) {
  if (parentIds.length === 0) return [];
  return tx
    .select({ id: sql<string>`${tree.id}`, parentId: sql<string>`${tree.parentId}` })
    .from(tree.table)
    .where(inArray(tree.parentId, [...parentIds]))
    .orderBy(asc(tree.parentId), asc(tree.order));
}

export function childOf(tree: TreeTable, parentId: string | null): SQL {
  return parentId === null ? isNull(tree.parentId) : eq(tree.parentId, parentId);
}

/** FNV-1a of the parent id as a signed 32-bit key (top level is the empty string, never a real id). */
function lockKey(parentId: string | null): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(parentId ?? '')) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return hash | 0;
}
