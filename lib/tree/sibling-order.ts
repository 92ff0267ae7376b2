/**
 * Pure sibling-order operations. Each takes the ids of one parent's children in display order and
 * answers the new order; the position in the answer is the node's `order` (0..n-1, no gaps).
 */
export type MoveAction = 'top' | 'up' | 'down';

export interface SiblingRow {
  id: string;
  order: number;
}

/** Inserts `id` right after `afterId`, or last when `afterId` is null (or absent). */
export function insertAfter(ids: readonly string[], id: string, afterId: string | null): string[] {
  const at = afterId === null ? -1 : ids.indexOf(afterId);
  if (at < 0) return [...ids, id];
  return [...ids.slice(0, at + 1), id, ...ids.slice(at + 1)];
}

/** Moves `id` to the top, one up or one down; the first moving up or the last moving down stays put. */
export function moveSibling(ids: readonly string[], id: string, action: MoveAction): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = action === 'top' ? 0 : action === 'up' ? Math.max(0, from - 1) : Math.min(ids.length - 1, from + 1);
  const moved = ids.filter((other) => other !== id);
  moved.splice(to, 0, id);
  return moved;
}

/** The ids without the removed ones (the gap they leave closes). */
export function withoutIds(ids: readonly string[], removed: ReadonlySet<string>): string[] {
  return ids.filter((id) => !removed.has(id));
}

/** The rows whose stored order differs from their position in `ids` (rows not in `ids` are left out). */
export function orderChanges(rows: readonly SiblingRow[], ids: readonly string[]): SiblingRow[] {
  const stored = new Map(rows.map((row) => [row.id, row.order]));
  const changes: SiblingRow[] = [];
  ids.forEach((id, order) => {
    const current = stored.get(id);
    if (current !== undefined && current !== order) changes.push({ id, order });
  });
  return changes;
}
