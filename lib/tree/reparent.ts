import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { conflict } from '@/lib/api/errors';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { findNodes, lockSiblingSets, openSlot, reorderSiblings } from './sibling-store';
import { fieldError } from '@/lib/api/field-error';
import { missingReference } from './tree-errors';
import type { TreeTable } from './tree-tables';

/**
 * Serialises the edits that change a node's parent, tree-wide. Two of them under different parents
 * could otherwise each pass the cycle check (X below Y, Y below X) and commit a loop. It is the
 * single-bigint form of the advisory lock, so it never collides with the sibling-set locks (two
 * int keys), and it is taken before them: writers that do not reparent never wait for it.
 */
export async function lockReparents(tx: Tx, tree: TreeTable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${tree.lockSpace}::bigint)`);
}

/**
 * Checks that `id` may go below `parentId` (null = top level): the parent exists and is neither the
 * node itself nor one of its descendants. 400 on `parentId` otherwise.
 */
export async function checkNewParent(tx: Tx, tree: TreeTable, id: string, parentId: string | null, locale: Locale) {
  if (parentId === null) return;
  const idColumn = sql.identifier(tree.id.name);
  const parentColumn = sql.identifier(tree.parentId.name);
  // The new parent's row, and whether `id` is among it and its ancestors (walking up).
  const [parent] = await tx
    .select({
      inSubtree: sql<boolean>`${id} in (with recursive up(id, parent_id) as (
          select n.${idColumn}, n.${parentColumn} from ${tree.table} n where n.${idColumn} = ${parentId}
          union
          select n.${idColumn}, n.${parentColumn} from ${tree.table} n join up on n.${idColumn} = up.parent_id
        ) select id from up)`,
    })
    .from(tree.table)
    .where(eq(tree.id, parentId));
  if (!parent) throw missingReference(locale, 'parentId', parentId);
  if (parent.inSubtree) throw fieldError(400, locale, 'parentId', 'api.error.parentInSubtree', { id: parentId });
}

/**
 * Moves `id` from `fromParentId` to the end of `toParentId`'s children and closes the gap it leaves
 * (the caller holds both sibling-set locks). Answers the node's new order.
 */
export async function appendUnder(
  tx: Tx,
  tree: TreeTable,
  id: string,
  fromParentId: string | null,
  toParentId: string | null,
): Promise<number> {
  // The node is not among the new parent's children yet, so the slot is always found.
  const order = (await openSlot(tx, tree, toParentId, id, null)) ?? 0;
  await tx.execute(
    sql`update ${tree.table} set ${sql.identifier(tree.parentId.name)} = ${toParentId},
        ${sql.identifier(tree.order.name)} = ${order} where ${tree.id} = ${id}`,
  );
  await reorderSiblings(tx, tree, fromParentId, (ids) => ids);
  return order;
}

/** Where an edited node was and where it goes: `to` differs from `from` when the edit moves it. */
export interface EditPlace {
  from: string | null;
  to: string | null;
}

/**
 * Locks what an edit of `id` needs: its parent's set of children, the sets in `ownSets`, and, when
 * `requested` (the parent the body names; undefined when absent) differs from the current parent,
 * the reparent lock and the new parent's set. Null when the node does not exist.
 */
export async function lockForEdit(
  tx: Tx,
  tree: TreeTable,
  id: string,
  requested: string | null | undefined,
  ownSets: readonly string[] = [],
): Promise<EditPlace | null> {
  const [before] = await findNodes(tx, tree, [id]);
  if (!before) return null;
  const to = requested === undefined ? before.parentId : requested;
  if (to !== before.parentId) await lockReparents(tx, tree);
  await lockSiblingSets(tx, tree, [before.parentId, to, ...ownSets]);
  const [now] = await findNodes(tx, tree, [id]);
  if (!now) return null;
  // Moved by someone else between the first read and the locks: the sets locked are not its own.
  if (now.parentId !== before.parentId) throw conflict();
  return { from: before.parentId, to };
}
