'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { DataTable } from '@/components/table/data-table';
import { ExportCsvButton } from '@/components/resource/export-csv-button';
import { SelectionBar } from '@/components/table/selection-bar';
import { TablePagination } from '@/components/table/table-pagination';
import { TableToolbar } from '@/components/table/table-toolbar';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { usePermission } from '@/components/resource/use-permission';
import { useUserRefusal } from '@/components/system/common/use-refusal';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { groupApi, groupKeys } from '@/components/system/groups/group-api';
import { usePermissionTree } from '@/components/system/permissions/use-permission-tree';
import { Button } from '@/components/ui/button';
import { userOrderFields } from '@/lib/users/schema';
import { PasswordDialog } from './password-dialog';
import { userApi, userKeys, userWriteKeys, type UserItem, type UserListFilter } from './user-api';
import { userColumns } from './user-columns';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserDetailDialog } from './user-detail-dialog';
import { filterFieldOf, userFilterKeys, useUserFilterFields } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UserResetDialog } from './user-reset-dialog';

const path = '/system/user';
const getRowId = (row: UserItem) => row.id;

/** /system/user: one page of users, filtered, sorted and paged by the server (all in the URL), with row actions and bulk delete. */
export function UserPage() {
  const t = useTranslations();
  const locale = useLocale();
  const url = useTableUrlState(userFilterKeys);
  const sort = url.sorting[0];
  const orderField = userOrderFields.find((f) => f === sort?.id);
  // What the list and the export share: the filters and the sort (the export takes every page).
  const query: Omit<UserListFilter, 'page' | 'size'> = {
    filterField: filterFieldOf(url.filters.field),
    filterValue: url.filters.value,
    group: url.filters.group,
    status: url.status,
    ...(orderField ? { orderField, orderValue: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const filter: UserListFilter = { ...query, page: url.page, size: url.size };
  const list = useQuery({ queryKey: userKeys.list(filter, locale), queryFn: () => userApi.list(filter), placeholderData: keepPreviousData });
  const groups = useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
  const permissions = usePermissionTree();
  const can = { add: usePermission(path, 'add'), edit: usePermission(path, 'edit'), delete: usePermission(path, 'delete') };
  const [form, setForm] = useState<{ user?: UserItem } | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [resetting, setResetting] = useState<UserItem | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const [removing, setRemoving] = useState<UserItem[] | null>(null);
  const { mutate: setStatus } = useApiMutation({
    request: (body: { id: string; status: '0' | '1' }) => userApi.edit(body, { toastError: false }),
    toastErrors: true,
    gone: t('page.system.user.gone'),
    invalidate: userWriteKeys,
  });

  const { edit: canEdit, delete: canDelete } = can;
  const refusal = useUserRefusal();
  const { names } = permissions;
  const columns = useMemo(
    () =>
      userColumns({
        t: (key) => t(key),
        can: { edit: canEdit, delete: canDelete },
        refusal,
        permissionNames: names,
        onDetail: (row) => setDetail(row.id),
        onEdit: (row) => setForm({ user: row }),
        onReset: setResetting,
        onStatus: (row, status) => setStatus({ id: row.id, status }),
        onDelete: (row) => setRemoving([row]),
      }),
    [t, canEdit, canDelete, refusal, names, setStatus],
  );
  const table = useSystemTable({ data: list.data?.list, columns, getRowId, sorting: url.sorting, onSortingChange: url.setSorting, manualSorting: true });
  const total = list.data?.total ?? 0;
  const { page, size, setPage } = url;
  // A page emptied by a delete (or a stale link): go to the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / size));
  const emptied = list.data !== undefined && list.data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (emptied) setPage(lastPage);
  }, [emptied, lastPage, setPage]);
  const filterFields = useUserFilterFields(filter.filterField, groups.data ?? []);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.user')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.user.description')}</p>
      </div>
      <TableToolbar
        fields={filterFields}
        values={url.filters}
        status={url.status}
        onSearch={(values, status) => url.setFilters(values, status)}
        onReset={url.reset}
      >
        {can.add && (
          <Button size="sm" onClick={() => setForm({})} data-testid="add">
            <Plus aria-hidden />
            {t('button.add')}
          </Button>
        )}
        <ColumnVisibilityMenu table={table} />
        <ExportCsvButton
          table={table}
          path="system/users/export"
          filter={query}
          filename="users"
          exported={(count) => t('page.system.user.exported', { count })}
          disabled={total === 0}
        />
      </TableToolbar>
      <SelectionBar table={table} canDelete={can.delete} onDelete={setRemoving} />
      <DataTable table={table} loading={list.isPending} label={t('menu.system.user')} />
      <TablePagination page={page} size={size} total={total} totalEstimated={list.data?.totalEstimated} onPageChange={setPage} onSizeChange={url.setSize} />
      {form && (
        <UserFormDialog
          key={form.user?.id ?? 'add'}
          user={form.user}
          onClose={() => setForm(null)}
          groups={groups.data ?? []}
          permissions={permissions.options}
          onPassword={(username, next) => setPassword({ username, password: next })}
        />
      )}
      {detail && <UserDetailDialog id={detail} permissionNames={names} onClose={() => setDetail(null)} />}
      {resetting && (
        <UserResetDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onPassword={(next) => {
            setResetting(null);
            setPassword({ username: resetting.username, password: next });
          }}
        />
      )}
      {password && <PasswordDialog username={password.username} password={password.password} onClose={() => setPassword(null)} />}
      {removing && <UserDeleteDialog rows={removing} onClose={() => setRemoving(null)} onDeleted={() => table.resetRowSelection(true)} />}
    </div>
  );
}
