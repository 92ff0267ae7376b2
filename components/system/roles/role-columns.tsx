'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { NameList } from '@/components/resource/name-list';
import { RowActions } from '@/components/table/row-actions';
import { selectColumn } from '@/components/table/select-column';
import { StatusBadge } from '@/components/table/status-badge';
import { StatusSwitch } from '@/components/table/status-switch';
import type { SystemFeatures } from '@/components/table/table-features';
import type { RoleItem } from './role-api';

export interface RoleColumnContext {
  t: (key: string) => string;
  can: { edit: boolean; delete: boolean };
  /** Why the server would refuse to change the row (lib/delegation/rules.ts), if it would. */
  refusal: (row: RoleItem, action: 'edit' | 'delete' | 'status') => string | undefined;
  permissionNames: (ids: readonly string[]) => string[];
  onDetail: (row: RoleItem) => void;
  onEdit: (row: RoleItem) => void;
  onStatus: (row: RoleItem, status: '0' | '1') => void;
  onDelete: (row: RoleItem) => void;
}

const helper = createColumnHelper<SystemFeatures, RoleItem>();

/** The spec's headers (RoleName, RoleId, status, createTime, permissions) plus selection and actions; ids are `orderField`s. */
export function roleColumns(c: RoleColumnContext) {
  const h = (key: string) => c.t(`page.system.role.header.${key}`);
  return helper.columns([
    selectColumn<RoleItem>(),
    helper.accessor('name', {
      header: h('name'),
      enableHiding: false,
      meta: { label: h('name') },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('role', { header: h('role'), meta: { label: h('role'), className: 'font-mono text-xs' } }),
    helper.accessor('status', {
      header: h('status'),
      meta: { label: h('status') },
      cell: ({ row, getValue }) =>
        c.can.edit ? (
          <StatusSwitch
            status={getValue()}
            label={`${h('status')}: ${row.original.name}`}
            refusal={c.refusal(row.original, 'status')}
            onChange={(next) => c.onStatus(row.original, next)}
          />
        ) : (
          <StatusBadge status={getValue()} />
        ),
    }),
    helper.accessor('create', { header: h('createTime'), meta: { label: h('createTime'), className: 'tabular-nums whitespace-nowrap' } }),
    // Ids in the row, names at render: the tree may arrive after the rows (row values are cached).
    helper.accessor('permissions', {
      header: h('permissions'),
      enableSorting: false,
      meta: { label: h('permissions') },
      cell: ({ getValue }) => <NameList names={c.permissionNames(getValue())} max={4} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.t('table.actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-10 text-right' },
      cell: ({ row }) => {
        const role = row.original;
        return (
          <RowActions
            rowLabel={role.name}
            groups={[
              [{ key: 'detail', label: c.t('button.detail'), icon: Eye, onSelect: () => c.onDetail(role) }],
              c.can.edit ? [{ key: 'edit', label: c.t('button.edit'), icon: Pencil, refusal: c.refusal(role, 'edit'), onSelect: () => c.onEdit(role) }] : [],
              c.can.delete
                ? [{ key: 'delete', label: c.t('button.delete'), icon: Trash2, destructive: true, refusal: c.refusal(role, 'delete'), onSelect: () => c.onDelete(role) }]
                : [],
            ]}
          />
        );
      },
    }),
  ]);
}
