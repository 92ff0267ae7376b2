'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpToLine, CornerDownRight, ListPlus } from 'lucide-react';
import type { RowAction } from '@/components/table/row-actions';
import type { SystemFeatures } from '@/components/table/table-features';
import { TreeCell } from '@/components/table/tree-cell';
import type { TreeIndex } from '@/components/table/tree-index';
import type { MoveInput } from '@/lib/tree/move-schema';
import type { ColumnKit, RowAct } from './resource-columns';

/** The row actions a tree page's refusal can name: every page's, and a tree's own. */
export type TreeRowAct = RowAct | 'addChild' | 'addBrother' | 'move';
export type TreeRefusal<Row> = (row: Row, action: TreeRowAct) => string | undefined;

/** A tree resource's column kit: the flat kit plus lookups over the whole tree (parent and brother names). */
export interface TreeColumnKit<Row> extends ColumnKit<Row> {
  index: TreeIndex;
}

const dash = '—';

/** `name`: indented by depth, with the disclosure button; always shown. */
export function treeNameColumn<Row extends { name: string }>(kit: ColumnKit<Row>) {
  const helper = createColumnHelper<SystemFeatures, Row>();
  return helper.accessor((row) => row.name, {
    id: 'name',
    header: kit.h('name'),
    enableHiding: false,
    meta: { label: kit.h('name') },
    cell: ({ row, getValue }) => (
      <TreeCell row={row}>
        <span className="font-medium">{getValue()}</span>
      </TreeCell>
    ),
  });
}

/** The parent's name (`id` is the header key and the export's column key: `parentGroup`). */
export function parentColumn<Row extends { parentId: string }>(kit: TreeColumnKit<Row>, id: string) {
  const helper = createColumnHelper<SystemFeatures, Row>();
  return helper.accessor((row) => kit.index.name(row.parentId), {
    id,
    header: kit.h(id),
    meta: { label: kit.h(id) },
    cell: ({ getValue }) => getValue() || dash,
  });
}

/** The brother's name: the sibling just before the row (`brotherGroup`). */
export function brotherColumn<Row extends { id: string }>(kit: TreeColumnKit<Row>, id: string) {
  const helper = createColumnHelper<SystemFeatures, Row>();
  return helper.accessor((row) => kit.index.name(kit.index.brother(row.id) ?? ''), {
    id,
    header: kit.h(id),
    meta: { label: kit.h(id) },
    cell: ({ getValue }) => getValue() || dash,
  });
}

export interface TreeActionOptions<Row> {
  t: (key: string) => string;
  /** add child and brother (the add grant, with a form); the moves (the edit grant) */
  can: { add: boolean; edit: boolean };
  index: TreeIndex;
  /** false for rows that cannot have children (a permission action): Add child is disabled */
  canHaveChildren?: (row: Row) => boolean;
  onAddChild: (row: Row) => void;
  onAddBrother: (row: Row) => void;
  onMove: (move: MoveInput) => void;
  /** why the server would refuse adding beside or below a row, or moving it */
  refusal?: TreeRefusal<Row>;
}

/**
 * A tree row's own actions, in the actions column's extra group: add child, add brother, then move to
 * the top, up and down among its siblings (disabled where they would change nothing). Hidden per grant.
 */
export function treeRowActions<Row extends { id: string }>(o: TreeActionOptions<Row>) {
  return (row: Row): RowAction[] => {
    const moveRefusal = o.refusal?.(row, 'move');
    return [
    ...(o.can.add
      ? [
          { key: 'addChild', label: o.t('button.addChild'), icon: CornerDownRight, onSelect: () => o.onAddChild(row), disabled: o.canHaveChildren?.(row) === false, refusal: o.refusal?.(row, 'addChild') },
          { key: 'addBrother', label: o.t('button.addBrother'), icon: ListPlus, onSelect: () => o.onAddBrother(row), refusal: o.refusal?.(row, 'addBrother') },
        ]
      : []),
    ...(o.can.edit
      ? [
          { key: 'moveTop', label: o.t('button.moveTop'), icon: ArrowUpToLine, onSelect: () => o.onMove({ id: row.id, action: 'top' }), disabled: o.index.isFirst(row.id), refusal: moveRefusal },
          { key: 'moveUp', label: o.t('button.moveUp'), icon: ArrowUp, onSelect: () => o.onMove({ id: row.id, action: 'up' }), disabled: o.index.isFirst(row.id), refusal: moveRefusal },
          { key: 'moveDown', label: o.t('button.moveDown'), icon: ArrowDown, onSelect: () => o.onMove({ id: row.id, action: 'down' }), disabled: o.index.isLast(row.id), refusal: moveRefusal },
        ]
      : []),
    ];
  };
}
