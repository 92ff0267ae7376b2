/** The selection column's id (it has no `meta.label`, which would put it in the column menu and the export): always first. */
export const selectColumnId = 'select';
/** The row actions column's id: always last. */
export const actionsColumnId = 'actions';

const fixed = (id: string) => id === selectColumnId || id === actionsColumnId;

/** What a column definition says of its id (TanStack's rule: `id`, else `accessorKey`, else a text header). */
interface ColumnIdentity {
  id?: string;
  accessorKey?: unknown;
  header?: unknown;
  columns?: readonly ColumnIdentity[];
}

/** The leaf columns' ids in their declared order, as TanStack Table names them. */
export function leafColumnIds(columns: readonly ColumnIdentity[]): string[] {
  return columns.flatMap((column) => {
    if (column.columns) return leafColumnIds(column.columns);
    const key = column.accessorKey === undefined ? undefined : String(column.accessorKey).replaceAll('.', '_');
    const id = column.id ?? key ?? (typeof column.header === 'string' ? column.header : undefined);
    return id === undefined ? [] : [id];
  });
}

/**
 * A saved column order made whole against the columns declared now: the selection column first and the
 * row actions last whatever was saved; saved ids no column has are dropped; a column the saved order does
 * not name (added since, or never moved) goes right after the column declared before it (or first among
 * the movable ones when none is). An empty saved order is the declared order.
 */
export function completeColumnOrder(declared: readonly string[], saved: readonly string[]): string[] {
  if (saved.length === 0) return [...declared];
  const known = new Set(declared);
  const movable = declared.filter((id) => !fixed(id));
  const order = [...new Set(saved)].filter((id) => known.has(id) && !fixed(id));
  movable.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = movable.slice(0, index).findLast((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return [...(known.has(selectColumnId) ? [selectColumnId] : []), ...order, ...(known.has(actionsColumnId) ? [actionsColumnId] : [])];
}
