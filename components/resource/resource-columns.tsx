'use client';

import { createColumnHelper, type CellContext, type RowData } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { Eye, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { DictValueBadge } from '@/components/dict/dict-value-badge';
import { actionsColumnId } from '@/components/table/column-order';
import { RowActions, type RowAction } from '@/components/table/row-actions';
import { StatusBadge } from '@/components/table/status-badge';
import { StatusSwitch } from '@/components/table/status-switch';
import type { SystemFeatures } from '@/components/table/table-features';

/** The actions of a row the server may refuse (lib/delegation): the refusal says why, before anyone clicks. */
export type RowAct = 'edit' | 'delete' | 'status';
export type Refusal<Row> = (row: Row, action: RowAct) => string | undefined;

/** What the kit hands a resource's columns: its labels, what the user may do, and the row callbacks. */
export interface ColumnKit<Row> {
  /** a message by full key */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** a header: `<messages>.header.<key>` */
  h: (key: string) => string;
  can: { edit: boolean; delete: boolean };
  refusal: Refusal<Row>;
  rowLabel: (row: Row) => string;
  onDetail?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  onStatus: (row: Row, status: '0' | '1') => void;
  /** more row actions, in their own group above delete (reset password; tree actions) */
  extraActions?: (row: Row) => readonly RowAction[];
  /** the delete action's label and icon when removal is not a delete ("Sign out") */
  deleteLabel?: string;
  deleteIcon?: LucideIcon;
  /** the status badge's words and colour from this dictionary (`user_status`) */
  statusDict?: string;
}

/**
 * The kit of the table being rendered. TanStack Table v9 renders a column's `cell` function as a React
 * component, so a cell function made anew (when the refusals or names load) would remount its cell and
 * close a row menu under the pointer. The kit's own cells are module-level components that read the
 * current kit from here instead: stable identity, current values.
 */
const ColumnKitContext = createContext<ColumnKit<never> | null>(null);
export const ColumnKitProvider = ColumnKitContext.Provider;

function useColumnKit<Row>(): ColumnKit<Row> {
  const kit = useContext(ColumnKitContext);
  if (!kit) throw new Error('a resource column outside its ResourcePage');
  // The provider is the page whose rows these cells render: its kit takes this Row.
  return kit as ColumnKit<Row>;
}

function StatusCell<Row extends { status: string }>({ row }: CellContext<SystemFeatures, Row, string>) {
  const kit = useColumnKit<Row>();
  return kit.can.edit ? (
    <StatusSwitch
      status={row.original.status}
      label={`${kit.h('status')}: ${kit.rowLabel(row.original)}`}
      refusal={kit.refusal(row.original, 'status')}
      onChange={(next) => kit.onStatus(row.original, next)}
    />
  ) : kit.statusDict !== undefined ? (
    <DictValueBadge dict={kit.statusDict} value={row.original.status} />
  ) : (
    <StatusBadge status={row.original.status} />
  );
}

function ActionsCell<Row extends RowData>({ row }: CellContext<SystemFeatures, Row, unknown>) {
  const kit = useColumnKit<Row>();
  const item = row.original;
  const { onDetail, onEdit, onDelete } = kit;
  const groups: RowAction[][] = [
    onDetail ? [{ key: 'detail', label: kit.t('button.detail'), icon: Eye, onSelect: () => onDetail(item) }] : [],
    kit.can.edit && onEdit ? [{ key: 'edit', label: kit.t('button.edit'), icon: Pencil, refusal: kit.refusal(item, 'edit'), onSelect: () => onEdit(item) }] : [],
    [...(kit.extraActions?.(item) ?? [])],
    kit.can.delete && onDelete
      ? [{ key: 'delete', label: kit.deleteLabel ?? kit.t('button.delete'), icon: kit.deleteIcon ?? Trash2, destructive: true, refusal: kit.refusal(item, 'delete'), onSelect: () => onDelete(item) }]
      : [],
  ];
  return <RowActions rowLabel={kit.rowLabel(item)} groups={groups} />;
}

/** `status`: a switch for those who may edit (with the refusal as its reason), a badge for the rest. */
export function statusColumn<Row extends { status: string }>(kit: ColumnKit<Row>) {
  const helper = createColumnHelper<SystemFeatures, Row>();
  return helper.accessor((row) => row.status, {
    id: 'status',
    header: kit.h('status'),
    // The switch and its word stay on one line (Chinese text would wrap between its characters).
    meta: { label: kit.h('status'), className: 'whitespace-nowrap' },
    cell: StatusCell,
  });
}

/** The row's "…" menu: detail, edit, the extra actions, delete; pinned to the right edge at every width. */
export function actionsColumn<Row extends RowData>(kit: ColumnKit<Row>) {
  const helper = createColumnHelper<SystemFeatures, Row>();
  return helper.display({
    id: actionsColumnId,
    header: () => <span className="sr-only">{kit.t('table.actions')}</span>,
    enableHiding: false,
    enableSorting: false,
    meta: { className: 'w-10 text-right', pin: 'right' },
    cell: ActionsCell,
  });
}
