'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { TreeNode } from '@/components/pickers/build-tree';
import { statusColumn } from '@/components/resource/resource-columns';
import { brotherColumn, parentColumn, treeNameColumn, type TreeColumnKit, type TreeRefusal } from '@/components/resource/resource-tree-columns';
import type { ResourceTreeView } from '@/components/resource/resource-tree-page';
import { MenuIcon } from '@/components/shell/menu-icon';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import { Badge } from '@/components/ui/badge';
import { isManagementItem } from '@/lib/delegation/rules';
import type { permissionResource } from '@/resources/permissions/resource';
import { permissions, type PermissionItem } from './permission-api';
import { permissionForm, type PermissionValues } from './permission-form';

export type PermissionRow = TreeNode<PermissionItem>;

const helper = createColumnHelper<SystemFeatures, PermissionRow>();
const dash = '—';

/** The spec's headers: name, id, path, action, type, status, createTime, order, parentPermission, brotherPermission. */
export function permissionColumns(kit: TreeColumnKit<PermissionRow>) {
  const dict = (group: string, value: string) => (value ? kit.t(`dict.${group}.${value}`) : '');
  return helper.columns([
    treeNameColumn(kit),
    helper.accessor('id', { header: kit.h('id'), meta: { label: kit.h('id'), className: 'font-mono text-xs' } }),
    helper.accessor('path', { header: kit.h('path'), meta: { label: kit.h('path'), className: 'font-mono text-xs' } }),
    helper.accessor('action', {
      header: kit.h('action'),
      meta: { label: kit.h('action') },
      cell: ({ getValue }) => dict('permissionAction', getValue()) || dash,
    }),
    helper.accessor('type', {
      header: kit.h('type'),
      meta: { label: kit.h('type') },
      cell: ({ getValue }) => (
        <Badge variant={getValue() === 'action' ? 'secondary' : 'outline'} className="font-normal">
          {dict('permissionType', getValue())}
        </Badge>
      ),
    }),
    statusColumn(kit),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
    helper.accessor('order', { header: kit.h('order'), meta: { label: kit.h('order'), className: 'tabular-nums' } }),
    parentColumn(kit, 'parentPermission'),
    brotherColumn(kit, 'brotherPermission'),
  ]);
}

const usePermissionColumns = (kit: TreeColumnKit<PermissionRow>) => useMemo(() => permissionColumns(kit), [kit]);

/** The server keeps the items that manage grants (409): an enabled one can be neither disabled nor deleted. */
function usePermissionRefusal(t: (key: string) => string): TreeRefusal<PermissionItem> {
  return useMemo(() => {
    const reason = t('page.system.refusal.managementItem');
    return (row, action) => ((action === 'delete' || action === 'status') && row.status === '1' && isManagementItem(row) ? reason : undefined);
  }, [t]);
}

/** /system/permission, declared for the tree kit. */
export function usePermissionView(t: (key: string) => string): ResourceTreeView<PermissionItem, typeof permissionResource, PermissionValues> {
  const refusal = usePermissionRefusal(t);
  return useMemo(
    () => ({
      client: permissions,
      filters: ['id', 'name', 'path'],
      useColumns: usePermissionColumns,
      useRefusal: () => refusal,
      rowLabel: (row) => row.name,
      deleteLabel: (row) => `${row.name} (${row.id}${row.path ? ` · ${row.path}` : ''})`,
      canHaveChildren: (row) => row.type !== 'action',
      form: permissionForm((type) => t(`dict.permissionType.${type}`)),
      detail: (row, { h, t: tt, index }) => {
        const brother = index.brother(row.id);
        return [
          { label: tt('common.nameEn'), value: row.nameEn },
          { label: tt('common.nameZh'), value: row.nameZh },
          { label: h('id'), value: <span className="font-mono">{row.id}</span> },
          { label: h('path'), value: <span className="font-mono">{row.path}</span> },
          { label: h('type'), value: tt(`dict.permissionType.${row.type}`) },
          { label: h('action'), value: row.action ? tt(`dict.permissionAction.${row.action}`) : dash },
          {
            label: h('icon'),
            value: row.icon ? (
              <span className="inline-flex items-center gap-2">
                <MenuIcon name={row.icon} className="size-4" aria-hidden />
                {tt(`page.system.permission.icons.${row.icon}`)}
              </span>
            ) : (
              dash
            ),
          },
          { label: h('status'), value: <StatusBadge status={row.status} /> },
          { label: h('createTime'), value: <DateTime value={row.create} zone /> },
          { label: h('order'), value: row.order },
          { label: h('parentPermission'), value: index.name(row.parentId) || dash },
          { label: h('brotherPermission'), value: brother ? index.name(brother) : dash },
        ];
      },
    }),
    [t, refusal],
  );
}
