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
import { useRoleRefusal } from '@/components/system/common/use-refusal';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { usePermissionTree } from '@/components/system/permissions/use-permission-tree';
import { Button } from '@/components/ui/button';
import { roleOrderFields } from '@/lib/roles/schema';
import { roleApi, roleKeys, roleWriteKeys, type RoleItem, type RoleListFilter } from './role-api';
import { roleColumns } from './role-columns';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleDetailDialog } from './role-detail-dialog';
import { RoleFormDialog } from './role-form-dialog';

const path = '/system/role';
const filterKeys = ['role', 'name'] as const;
const getRowId = (row: RoleItem) => row.id;

/** /system/role: roles filtered, sorted and paged by the server (all in the URL), with row actions and bulk delete. */
export function RolePage() {
  const t = useTranslations();
  const locale = useLocale();
  const url = useTableUrlState(filterKeys);
  const sort = url.sorting[0];
  const orderField = roleOrderFields.find((f) => f === sort?.id);
  // What the list and the export share: the filters and the sort (the export takes every page).
  const query: Omit<RoleListFilter, 'page' | 'size'> = {
    ...url.filters,
    status: url.status,
    ...(orderField ? { orderField, orderValue: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const filter: RoleListFilter = { ...query, page: url.page, size: url.size };
  const list = useQuery({ queryKey: roleKeys.list(filter, locale), queryFn: () => roleApi.list(filter), placeholderData: keepPreviousData });
  const permissions = usePermissionTree();
  const can = { add: usePermission(path, 'add'), edit: usePermission(path, 'edit'), delete: usePermission(path, 'delete') };
  const [form, setForm] = useState<{ role?: RoleItem } | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RoleItem[] | null>(null);
  const { mutate: setStatus } = useApiMutation({
    request: (body: { id: string; status: '0' | '1' }) => roleApi.edit(body, { toastError: false }),
    toastErrors: true,
    gone: t('page.system.role.gone'),
    invalidate: roleWriteKeys,
  });

  const { edit: canEdit, delete: canDelete } = can;
  const refusal = useRoleRefusal();
  const { names } = permissions;
  const columns = useMemo(
    () =>
      roleColumns({
        t: (key) => t(key),
        can: { edit: canEdit, delete: canDelete },
        refusal,
        permissionNames: names,
        onDetail: (row) => setDetail(row.id),
        onEdit: (row) => setForm({ role: row }),
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

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.role')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.role.description')}</p>
      </div>
      <TableToolbar
        fields={filterKeys.map((key) => ({ key, label: t(`page.system.role.header.${key}`) }))}
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
          path="system/roles/export"
          filter={query}
          filename="roles"
          exported={(count) => t('page.system.role.exported', { count })}
          disabled={total === 0}
        />
      </TableToolbar>
      <SelectionBar table={table} canDelete={can.delete} onDelete={setRemoving} />
      <DataTable table={table} loading={list.isPending} label={t('menu.system.role')} />
      <TablePagination page={page} size={size} total={total} onPageChange={setPage} onSizeChange={url.setSize} />
      {form && <RoleFormDialog key={form.role?.id ?? 'add'} role={form.role} onClose={() => setForm(null)} permissions={permissions.options} />}
      {detail && <RoleDetailDialog id={detail} permissionNames={names} onClose={() => setDetail(null)} />}
      {removing && <RoleDeleteDialog rows={removing} onClose={() => setRemoving(null)} onDeleted={() => table.resetRowSelection(true)} />}
    </div>
  );
}
