'use client';

import { createColumnHelper } from '@tanstack/react-table';
import type { TreeNode } from '@/components/pickers/build-tree';
import { RowActions } from '@/components/table/row-actions';
import { selectColumn } from '@/components/table/select-column';
import { StatusBadge } from '@/components/table/status-badge';
import { StatusSwitch } from '@/components/table/status-switch';
import type { SystemFeatures } from '@/components/table/table-features';
import { treeActionGroups, type MoveDirection } from '@/components/table/tree-actions';
import { TreeCell } from '@/components/table/tree-cell';
import type { TreeIndex } from '@/components/table/tree-index';
import { Badge } from '@/components/ui/badge';
import { isManagementItem } from '@/lib/delegation/rules';
import type { PermissionItem } from './permission-api';

export type PermissionRow = TreeNode<PermissionItem>;

export interface PermissionColumnContext {
  t: (key: string) => string;
  can: { add: boolean; edit: boolean; delete: boolean };
  index: TreeIndex;
  onDetail: (row: PermissionRow) => void;
  onAddChild: (row: PermissionRow) => void;
  onAddBrother: (row: PermissionRow) => void;
  onEdit: (row: PermissionRow) => void;
  onMove: (row: PermissionRow, direction: MoveDirection) => void;
  onStatus: (row: PermissionRow, status: '0' | '1') => void;
  onDelete: (row: PermissionRow) => void;
}

const helper = createColumnHelper<SystemFeatures, PermissionRow>();
const dash = '—';

/** The spec's headers: name, id, path, action, type, status, createTime, order, parentPermission, brotherPermission. */
export function permissionColumns(c: PermissionColumnContext) {
  const h = (key: string) => c.t(`page.system.permission.header.${key}`);
  const dict = (group: string) => (value: unknown) => (value ? c.t(`dict.${group}.${String(value)}`) : '');
  // The server keeps the items that manage grants (409): an enabled one can be neither disabled nor deleted.
  const managementRefusal = (node: PermissionRow) =>
    node.status === '1' && isManagementItem(node) ? c.t('page.system.refusal.managementItem') : undefined;
  return helper.columns([
    selectColumn<PermissionRow>(),
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
    helper.accessor('path', { header: h('path'), meta: { label: h('path'), className: 'font-mono text-xs' } }),
    helper.accessor('action', {
      header: h('action'),
      meta: { label: h('action') },
      cell: ({ getValue }) => dict('permissionAction')(getValue()) || dash,
    }),
    helper.accessor('type', {
      header: h('type'),
      meta: { label: h('type') },
      cell: ({ getValue }) => (
        <Badge variant={getValue() === 'action' ? 'secondary' : 'outline'} className="font-normal">
          {dict('permissionType')(getValue())}
        </Badge>
      ),
    }),
    helper.accessor('status', {
      header: h('status'),
      meta: { label: h('status') },
      cell: ({ row, getValue }) =>
        c.can.edit ? (
          <StatusSwitch
            status={getValue()}
            label={`${h('status')}: ${row.original.name}`}
            refusal={managementRefusal(row.original)}
            onChange={(next) => c.onStatus(row.original, next)}
          />
        ) : (
          <StatusBadge status={getValue()} />
        ),
    }),
    helper.accessor('create', { header: h('createTime'), meta: { label: h('createTime'), className: 'tabular-nums' } }),
    helper.accessor('order', { header: h('order'), meta: { label: h('order'), className: 'tabular-nums' } }),
    helper.accessor((row) => c.index.name(row.parentId), {
      id: 'parentPermission',
      header: h('parentPermission'),
      meta: { label: h('parentPermission') },
      cell: ({ getValue }) => getValue() || dash,
    }),
    helper.accessor((row) => c.index.name(c.index.brother(row.id) ?? ''), {
      id: 'brotherPermission',
      header: h('brotherPermission'),
      meta: { label: h('brotherPermission') },
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
              canHaveChildren: node.type !== 'action',
              detail: () => c.onDetail(node),
              addChild: () => c.onAddChild(node),
              addBrother: () => c.onAddBrother(node),
              edit: () => c.onEdit(node),
              move: (direction) => c.onMove(node, direction),
              remove: () => c.onDelete(node),
              removeRefusal: managementRefusal(node),
            })}
          />
        );
      },
    }),
  ]);
}
