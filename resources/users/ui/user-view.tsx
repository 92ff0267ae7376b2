'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import { NameList } from '@/components/resource/name-list';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { useUserRefusal } from '@/components/delegation/use-refusal';
import { usePermissionTree } from '@/resources/permissions/ui/use-permission-tree';
import { DictValueBadge } from '@/components/dict/dict-value-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { userResource } from '@/resources/users/resource';
import { users, type UserItem } from './user-api';
import { toUserFilter, userFilterKeys, useUserFilterFields } from './user-filters';
import { userForm } from './user-form';
import type { UserFormValues } from './user-form-values';
import { UserImportButton } from './user-import';
import { useResetAction } from './user-reset-action';
import { useViewAsAction } from './user-view-as-action';

const helper = createColumnHelper<SystemFeatures, UserItem>();

/**
 * The spec's headers (name, userName, email, phone, groupName, status, createTime, roles, permissions).
 * Column ids are the API's `orderField`s (the server sorts) and the export's keys.
 */
export function userColumns(kit: ColumnKit<UserItem>, permissionNames: (ids: readonly string[]) => string[]) {
  return helper.columns([
    helper.accessor('name', {
      header: kit.h('name'),
      enableHiding: false,
      meta: { label: kit.h('name') },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('username', { header: kit.h('userName'), meta: { label: kit.h('userName'), className: 'font-mono text-xs' } }),
    helper.accessor('email', { header: kit.h('email'), meta: { label: kit.h('email') } }),
    helper.accessor('phone', { header: kit.h('phone'), meta: { label: kit.h('phone'), className: 'tabular-nums whitespace-nowrap' } }),
    helper.accessor('groupName', { id: 'group', header: kit.h('groupName'), meta: { label: kit.h('groupName') } }),
    statusColumn(kit),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
    helper.accessor((row) => row.roles.map((r) => r.name), {
      id: 'roles',
      header: kit.h('roles'),
      enableSorting: false,
      meta: { label: kit.h('roles') },
      cell: ({ getValue }) => <NameList names={getValue()} />,
    }),
    // Ids in the row, names at render: the tree may arrive after the rows (row values are cached).
    helper.accessor('permissions', {
      header: kit.h('permissions'),
      enableSorting: false,
      meta: { label: kit.h('permissions') },
      cell: ({ getValue }) => <NameList names={permissionNames(getValue())} />,
    }),
  ]);
}

function useUserColumns(kit: ColumnKit<UserItem>) {
  const { names } = usePermissionTree();
  return useMemo(() => userColumns(kit, names), [kit, names]);
}

/** The row's own actions: reset password and second factor, then view as. */
function useUserRowActions() {
  const reset = useResetAction();
  const viewAs = useViewAsAction();
  const { actions: resetActions } = reset;
  const { actions: viewAsActions } = viewAs;
  const actions = useCallback((row: UserItem) => [...resetActions(row), ...viewAsActions(row)], [resetActions, viewAsActions]);
  return { actions, dialogs: <>{reset.dialogs}{viewAs.dialogs}</> };
}

/** The detail's permission names, every one of them (the tree is read once and shared). */
function PermissionNames({ ids }: { ids: readonly string[] }) {
  const { names } = usePermissionTree();
  return <NameList names={names(ids)} max={Infinity} />;
}

/** /system/user, declared for the kit. */
export const userView: ResourceView<UserItem, typeof userResource, UserFormValues> = {
  client: users,
  filters: userFilterKeys,
  statusDict: 'user_status',
  useFilterFields: useUserFilterFields,
  toFilter: toUserFilter,
  useColumns: useUserColumns,
  useRefusal: useUserRefusal,
  useRowActions: useUserRowActions,
  Toolbar: UserImportButton,
  rowLabel: (row) => row.name,
  deleteLabel: (row) => `${row.name} (${row.username})`,
  form: userForm,
  detail: (row, { h, t }) => [
    { label: h('name'), value: row.name },
    { label: h('userName'), value: <span className="font-mono">{row.username}</span> },
    { label: h('email'), value: row.email },
    { label: h('phone'), value: row.phone },
    { label: h('groupName'), value: row.groupName },
    { label: h('status'), value: <DictValueBadge dict="user_status" value={row.status} /> },
    { label: h('createTime'), value: <DateTime value={row.create} zone /> },
    { label: t('page.system.user.updateTime'), value: <DateTime value={row.update} zone /> },
    { label: h('roles'), value: <NameList names={row.roles.map((r) => r.name)} max={Infinity} /> },
    { label: h('permissions'), value: <PermissionNames ids={row.permissions} /> },
  ],
};

/** The view for `<ResourcePage>`: constant, so the page's memos hold across renders. */
export function useUserView() {
  return userView;
}
