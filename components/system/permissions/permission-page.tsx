'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { buildTree } from '@/components/pickers/build-tree';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { DataTable } from '@/components/table/data-table';
import { ExportCsvButton } from '@/components/resource/export-csv-button';
import { SelectionBar } from '@/components/table/selection-bar';
import { TableToolbar } from '@/components/table/table-toolbar';
import { ExpandAllButton } from '@/components/table/tree-cell';
import { treeIndex } from '@/components/table/tree-index';
import { useApiMutation } from '@/components/resource/use-api-mutation';
import { usePermission } from '@/components/resource/use-permission';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { permissionApi, permissionKeys, permissionWriteKeys } from './permission-api';
import { permissionColumns, type PermissionRow } from './permission-columns';
import { PermissionDeleteDialog } from './permission-delete-dialog';
import { PermissionDetailDialog } from './permission-detail-dialog';
import { PermissionFormDialog, type PermissionFormState } from './permission-form-dialog';

const pagePath = '/system/permission';
const filterKeys = ['id', 'name', 'path'] as const;
const getRowId = (row: PermissionRow) => row.id;
const getSubRows = (row: PermissionRow) => row.children;

/** /system/permission: the menu/action tree with filters (in the URL), row actions and bulk delete. */
export function PermissionPage() {
  const t = useTranslations();
  const locale = useLocale();
  const url = useTableUrlState(filterKeys);
  const filter = { ...url.filters, status: url.status };
  const list = useQuery({ queryKey: permissionKeys.list(filter, locale), queryFn: () => permissionApi.list(filter), placeholderData: keepPreviousData });
  const all = useQuery({ queryKey: permissionKeys.tree(locale), queryFn: permissionApi.tree });
  const can = { add: usePermission(pagePath, 'add'), edit: usePermission(pagePath, 'edit'), delete: usePermission(pagePath, 'delete') };
  const [form, setForm] = useState<PermissionFormState | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PermissionRow[] | null>(null);
  const { mutate: move } = useApiMutation({ request: permissionApi.move, invalidate: permissionWriteKeys, refreshServer: true });
  const { mutate: setStatus } = useApiMutation({
    request: (body: { id: string; status: '0' | '1' }) => permissionApi.edit(body, { toastError: false }),
    toastErrors: true,
    gone: t('page.system.permission.gone'),
    invalidate: permissionWriteKeys,
    refreshServer: true,
  });

  const tree = useMemo(() => list.data && buildTree(list.data), [list.data]);
  const index = useMemo(() => treeIndex(all.data ?? []), [all.data]);
  const { add, edit: canEdit, delete: canDelete } = can;
  const columns = useMemo(
    () =>
      permissionColumns({
        t: (key) => t(key),
        can: { add, edit: canEdit, delete: canDelete },
        index,
        onDetail: (row) => setDetail(row.id),
        onAddChild: (row) => setForm({ mode: 'addChild', anchorId: row.id }),
        onAddBrother: (row) => setForm({ mode: 'addBrother', anchorId: row.id }),
        onEdit: (row) => setForm({ mode: 'edit', node: row }),
        onMove: (row, action) => move({ id: row.id, action }),
        onStatus: (row, status) => setStatus({ id: row.id, status }),
        onDelete: (row) => setRemoving([row]),
      }),
    [t, add, canEdit, canDelete, index, move, setStatus],
  );
  const table = useSystemTable({ data: tree, columns, getRowId, getSubRows, sorting: url.sorting, onSortingChange: url.setSorting });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.permission')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.permission.description')}</p>
      </div>
      <TableToolbar
        fields={filterKeys.map((key) => ({ key, label: t(`page.system.permission.header.${key}`) }))}
        values={url.filters}
        status={url.status}
        onSearch={(values, status) => url.setFilters(values, status)}
        onReset={url.reset}
      >
        {can.add && (
          <Button size="sm" onClick={() => setForm({ mode: 'addChild', anchorId: '' })} data-testid="add-top">
            <Plus aria-hidden />
            {t('button.add')}
          </Button>
        )}
        <ExpandAllButton table={table} />
        <ColumnVisibilityMenu table={table} />
        <ExportCsvButton
          table={table}
          path="system/permissions/export"
          filter={filter}
          filename="permissions"
          exported={(count) => t('page.system.permission.exported', { count })}
          disabled={list.data?.length === 0}
        />
      </TableToolbar>
      <SelectionBar table={table} canDelete={can.delete} onDelete={setRemoving} />
      <DataTable table={table} loading={list.isPending || all.isPending} label={t('menu.system.permission')} />
      {form && <PermissionFormDialog key={JSON.stringify(form)} state={form} onClose={() => setForm(null)} all={all.data ?? []} />}
      {detail && <PermissionDetailDialog id={detail} index={index} onClose={() => setDetail(null)} />}
      {removing && <PermissionDeleteDialog rows={removing} onClose={() => setRemoving(null)} onDeleted={() => table.resetRowSelection(true)} />}
    </div>
  );
}
