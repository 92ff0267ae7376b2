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
import { rootGroupId } from '@/lib/groups/schema';
import { groupApi, groupKeys } from './group-api';
import { groupColumns, type GroupRow } from './group-columns';
import { GroupDeleteDialog } from './group-delete-dialog';
import { GroupDetailDialog } from './group-detail-dialog';
import { GroupFormDialog, type GroupFormState } from './group-form-dialog';
import { defaultExpanded } from './group-expansion';

const path = '/system/group';
const filterKeys = ['id', 'name'] as const;
const getRowId = (row: GroupRow) => row.id;
const getSubRows = (row: GroupRow) => row.children;

/** /system/group: the group tree with filters (in the URL), row actions and bulk delete. */
export function GroupPage() {
  const t = useTranslations();
  const locale = useLocale();
  const url = useTableUrlState(filterKeys);
  const filter = { id: url.filters.id, name: url.filters.name, status: url.status };
  const list = useQuery({ queryKey: groupKeys.list(filter, locale), queryFn: () => groupApi.list(filter), placeholderData: keepPreviousData });
  const options = useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
  const can = { add: usePermission(path, 'add'), edit: usePermission(path, 'edit'), delete: usePermission(path, 'delete') };
  const [form, setForm] = useState<GroupFormState | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GroupRow[] | null>(null);
  const { mutate: move } = useApiMutation({ request: groupApi.move, invalidate: [groupKeys.all] });
  const { mutate: setStatus } = useApiMutation({
    request: (body: { id: string; status: '0' | '1' }) => groupApi.edit(body, { toastError: false }),
    toastErrors: true,
    gone: t('page.system.group.gone'),
    invalidate: [groupKeys.all],
  });

  const tree = useMemo(() => list.data && buildTree(list.data), [list.data]);
  const index = useMemo(() => treeIndex(options.data ?? []), [options.data]);
  const { add, edit: canEdit, delete: canDelete } = can;
  const columns = useMemo(
    () =>
      groupColumns({
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
  const table = useSystemTable({ data: tree, columns, getRowId, getSubRows, defaultExpanded, sorting: url.sorting, onSortingChange: url.setSorting });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.group')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.group.description')}</p>
      </div>
      <TableToolbar
        fields={[
          { key: 'id', label: t('page.system.group.header.id') },
          { key: 'name', label: t('page.system.group.header.name') },
        ]}
        values={url.filters}
        status={url.status}
        onSearch={(values, status) => url.setFilters(values, status)}
        onReset={url.reset}
      >
        {can.add && (
          <Button size="sm" onClick={() => setForm({ mode: 'addChild', anchorId: rootGroupId })} data-testid="add-top">
            <Plus aria-hidden />
            {t('button.add')}
          </Button>
        )}
        <ExpandAllButton table={table} />
        <ColumnVisibilityMenu table={table} />
        <ExportCsvButton
          table={table}
          path="system/groups/export"
          filter={filter}
          filename="groups"
          exported={(count) => t('page.system.group.exported', { count })}
          disabled={list.data?.length === 0}
        />
      </TableToolbar>
      <SelectionBar table={table} canDelete={can.delete} onDelete={setRemoving} />
      <DataTable table={table} loading={list.isPending || options.isPending} label={t('menu.system.group')} />
      {form && <GroupFormDialog key={JSON.stringify(form)} state={form} onClose={() => setForm(null)} options={options.data ?? []} />}
      {detail && <GroupDetailDialog id={detail} index={index} onClose={() => setDetail(null)} />}
      {removing && (
        <GroupDeleteDialog
          rows={removing}
          onClose={() => setRemoving(null)}
          onDeleted={() => table.resetRowSelection(true)}
        />
      )}
    </div>
  );
}
