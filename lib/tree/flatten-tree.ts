export interface TreeRow {
  id: string;
  parentId: string | null;
  order: number;
}

/**
 * The rows in tree order: parents before their children, siblings by order (then id), depth-first.
 * Top-level rows (no parent, or a parent that is not among the rows) get `rootDepth`.
 */
export function flattenTree<T extends TreeRow>(rows: readonly T[], rootDepth: number): (T & { depth: number })[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent);
    if (list) list.push(row);
    else children.set(parent, [row]);
  }
  for (const list of children.values()) list.sort(bySiblingOrder);
  const flat: (T & { depth: number })[] = [];
  const stack = [...(children.get(null) ?? [])].reverse().map((row) => ({ row, depth: rootDepth }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    flat.push({ ...next.row, depth: next.depth });
    const below = children.get(next.row.id) ?? [];
    for (let i = below.length - 1; i >= 0; i--) stack.push({ row: below[i] as T, depth: next.depth + 1 });
  }
  return flat;
}

function bySiblingOrder(a: TreeRow, b: TreeRow): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
