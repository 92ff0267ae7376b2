'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { Eye, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { NameList } from '@/components/resource/name-list';
import { RowActions } from '@/components/table/row-actions';
import { selectColumn } from '@/components/table/select-column';
import { StatusBadge } from '@/components/table/status-badge';
import { StatusSwitch } from '@/components/table/status-switch';
import type { SystemFeatures } from '@/components/table/table-features';
import type { UserItem } from './user-api';

export interface UserColumnContext {
  t: (key: string) => string;
  can: { edit: boolean; delete: boolean };
  /** Why the server would refuse this action on the row (lib/delegation/rules.ts), if it would. */
  refusal: (row: UserItem, action: 'edit' | 'delete' | 'status') => string | undefined;
  /** Permission ids to their names (the permission tree). */
  permissionNames: (ids: readonly string[]) => string[];
  onDetail: (row: UserItem) => void;
  onEdit: (row: UserItem) => void;
  onReset: (row: UserItem) => void;
  onStatus: (row: UserItem, status: '0' | '1') => void;
  onDelete: (row: UserItem) => void;
}

const helper = createColumnHelper<SystemFeatures, UserItem>();

/**
 * The spec's headers (name, userName, email, phone, groupName, status, createTime, roles, permissions)
 * plus selection and actions. Column ids are the API's `orderField`s: the server sorts.
 */
export function userColumns(c: UserColumnContext) {
  const h = (key: string) => c.t(`page.system.user.header.${key}`);
  return helper.columns([
    selectColumn<UserItem>(),
    helper.accessor('name', {
      header: h('name'),
      enableHiding: false,
      meta: { label: h('name') },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('username', { header: h('userName'), meta: { label: h('userName'), className: 'font-mono text-xs' } }),
    helper.accessor('email', { header: h('email'), meta: { label: h('email') } }),
    helper.accessor('phone', { header: h('phone'), meta: { label: h('phone'), className: 'tabular-nums whitespace-nowrap' } }),
    helper.accessor('groupName', { id: 'group', header: h('groupName'), meta: { label: h('groupName') } }),
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
    helper.accessor((row) => row.roles.map((r) => r.name), {
      id: 'roles',
      header: h('roles'),
      enableSorting: false,
      meta: { label: h('roles') },
      cell: ({ getValue }) => <NameList names={getValue()} />,
    }),
    // Ids in the row, names at render: the tree may arrive after the rows (row values are cached).
    helper.accessor('permissions', {
      header: h('permissions'),
      enableSorting: false,
      meta: { label: h('permissions') },
      cell: ({ getValue }) => <NameList names={c.permissionNames(getValue())} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.t('table.actions')}</span>,
      enableHiding: false,
      // Sticky: the table is wider than most screens, and the row's actions stay in reach while it scrolls.
      meta: { className: 'bg-card sticky right-0 w-10 text-right' },
      cell: ({ row }) => {
        const user = row.original;
        const refusal = (action: 'edit' | 'delete') => c.refusal(user, action);
        return (
          <RowActions
            rowLabel={user.name}
            groups={[
              [{ key: 'detail', label: c.t('button.detail'), icon: Eye, onSelect: () => c.onDetail(user) }],
              c.can.edit
                ? [
                    { key: 'edit', label: c.t('button.edit'), icon: Pencil, refusal: refusal('edit'), onSelect: () => c.onEdit(user) },
                    { key: 'reset', label: c.t('button.reset.password'), icon: KeyRound, refusal: refusal('edit'), onSelect: () => c.onReset(user) },
                  ]
                : [],
              c.can.delete
                ? [{ key: 'delete', label: c.t('button.delete'), icon: Trash2, destructive: true, refusal: refusal('delete'), onSelect: () => c.onDelete(user) }]
                : [],
            ]}
          />
        );
      },
    }),
  ]);
}
