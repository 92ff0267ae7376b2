import 'server-only';
import { inArray } from 'drizzle-orm';
import { ApiError, conflict } from '@/lib/api/errors';
import type { Tx } from '@/lib/db/types';
import { findChildren, findNodes, lockSiblingSets, reorderSiblings } from './sibling-store';
import { moveSibling, withoutIds, type MoveAction } from './sibling-order';
import type { TreeTable } from './tree-tables';

/** Moves a node among its siblings; false when it does not exist. A no-op move still succeeds. */
export async function moveNode(tx: Tx, tree: TreeTable, id: string, action: MoveAction): Promise<boolean> {
  const [node] = await findNodes(tx, tree, [id]);
  if (!node) return false;
  await lockSiblingSets(tx, tree, [node.parentId]);
  let found = false;
  await reorderSiblings(tx, tree, node.parentId, (ids) => {
    found = ids.includes(id);
    return moveSibling(ids, id, action);
  });
  // Gone from the set since the first read: deleted (404), or moved to another parent by an edit.
  if (!found && (await findNodes(tx, tree, [id])).length > 0) throw conflict();
  return found;
}

/**
 * Deletes the nodes all together or not at all: 404 naming any unknown id, 409 naming a node that
 * keeps children outside the list; `guard` adds the table's own checks. Closes the gaps left behind.
 */
export async function deleteNodes(
  tx: Tx,
  tree: TreeTable,
  ids: readonly string[],
  guard?: (ids: readonly string[]) => Promise<void>,
): Promise<void> {
  const unique = [...new Set(ids)];
  const before = await findNodes(tx, tree, unique);
  requireAll(unique, before);
  // Lock the sets the nodes leave and the sets of their own children (so none is added meanwhile),
  // then read again: a node deleted by someone else in between is now missing.
  await lockSiblingSets(tx, tree, [...before.map((n) => n.parentId), ...unique]);
  const nodes = await findNodes(tx, tree, unique);
  requireAll(unique, nodes);
  // Moved to another parent by an edit in between: that parent's set is not locked.
  const parentBefore = new Map(before.map((n) => [n.id, n.parentId]));
  if (nodes.some((n) => parentBefore.get(n.id) !== n.parentId)) throw conflict();
  const removed = new Set(unique);
  const kept = (await findChildren(tx, tree, unique)).find((child) => !removed.has(child.id));
  if (kept) throw new ApiError(409, 'api.error.hasChildren', { id: kept.parentId, child: kept.id });
  await guard?.(unique);
  await tx.delete(tree.table).where(inArray(tree.id, unique));
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p === null || !removed.has(p)));
  for (const parentId of parents) {
    await reorderSiblings(tx, tree, parentId, (siblings) => withoutIds(siblings, removed));
  }
}

function requireAll(ids: readonly string[], nodes: readonly { id: string }[]): void {
  const found = new Set(nodes.map((n) => n.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new ApiError(404, 'api.error.idsNotFound', { ids: missing.join(', ') });
}
