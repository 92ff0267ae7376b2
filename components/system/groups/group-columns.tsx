'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { RowActions } from '@/components/table/row-actions';
import { selectColumn } from '@/components/table/select-column';
import { StatusBadge } from '@/components/table/status-badge';
import { StatusSwitch } from '@/components/table/status-switch';
import type { SystemFeatures } from '@/components/table/table-features';
import { treeActionGroups, type MoveDirection } from '@/components/table/tree-actions';
import { TreeCell } from '@/components/table/tree-cell';
import type { TreeIndex } from '@/components/table/tree-index';
import type { TreeNode } from '@/components/pickers/build-tree';
import type { GroupItem } from './group-api';

export type GroupRow = TreeNode<GroupItem>;

export interface GroupColumnContext {
  t: (key: string) => string;
  can: { add: boolean; edit: boolean; delete: boolean };
  index: TreeIndex;
  onDetail: (row: GroupRow) => void;
  onAddChild: (row: GroupRow) => void;
  onAddBrother: (row: GroupRow) => void;
  onEdit: (row: GroupRow) => void;
  onMove: (row: GroupRow, direction: MoveDirection) => void;
  onStatus: (row: GroupRow, status: '0' | '1') => void;
  onDelete: (row: GroupRow) => void;
}

const helper = createColumnHelper<SystemFeatures, GroupRow>();
const dash = '—';

/** The group table: the spec's headers (name, id, status, createTime, order, parentGroup, brotherGroup) plus selection and actions. */
export function groupColumns(c: GroupColumnContext) {
  const h = (key: string) => c.t(`page.system.group.header.${key}`);
  return helper.columns([
    selectColumn<GroupRow>(),
    helper.accessor('name', {
      header: h('name'),
      enableHiding: false,
      meta: { label: h('name') },
      cell: ({ row, getValue }) => (
        <TreeCell row={row}>
          <span className="font-medium">{getValue()}</span>
        </TreeCell>
      ),
    }),
    helper.accessor('id', { header: h('id'), meta: { label: h('id'), className: 'font-mono text-xs' } }),
    helper.accessor('status', {
      header: h('status'),
      meta: { label: h('status') },
      cell: ({ row, getValue }) =>
        c.can.edit ? (
          <StatusSwitch status={getValue()} label={`${h('status')}: ${row.original.name}`} onChange={(next) => c.onStatus(row.original, next)} />
        ) : (
          <StatusBadge status={getValue()} />
        ),
    }),
    helper.accessor('create', { header: h('createTime'), meta: { label: h('createTime'), className: 'tabular-nums' } }),
    helper.accessor('order', { header: h('order'), meta: { label: h('order'), className: 'tabular-nums' } }),
    helper.accessor((row) => c.index.name(row.parentId), {
      id: 'parentGroup',
      header: h('parentGroup'),
      meta: { label: h('parentGroup') },
      cell: ({ getValue }) => getValue() || dash,
    }),
    helper.accessor((row) => c.index.name(c.index.brother(row.id) ?? ''), {
      id: 'brotherGroup',
      header: h('brotherGroup'),
      meta: { label: h('brotherGroup') },
      cell: ({ getValue }) => getValue() || dash,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.t('table.actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-10 text-right' },
      cell: ({ row }) => {
        const node = row.original;
        return (
          <RowActions
            rowLabel={node.name}
            groups={treeActionGroups(c.t, {
              can: c.can,
              first: c.index.isFirst(node.id),
              last: c.index.isLast(node.id),
              detail: () => c.onDetail(node),
              addChild: () => c.onAddChild(node),
              addBrother: () => c.onAddBrother(node),
              edit: () => c.onEdit(node),
              move: (direction) => c.onMove(node, direction),
              remove: () => c.onDelete(node),
            })}
          />
        );
      },
    }),
  ]);
}
