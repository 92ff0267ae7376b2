'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { TreeSelect } from '@/components/pickers/tree-select';
import { groupApi, groupKeys } from '@/components/system/groups/group-api';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { DataTable } from '@/components/table/data-table';
import { SelectionBar } from '@/components/table/selection-bar';
import { TablePagination } from '@/components/table/table-pagination';
import { TableToolbar, type FilterField } from '@/components/table/table-toolbar';
import { usePermission } from '@/components/resource/use-permission';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { rootGroupId } from '@/lib/groups/schema';
import { sessionOrderFields } from '@/lib/sessions/schema';
import { sessionApi, sessionKeys, type SessionItem, type SessionListFilter } from './session-api';
import { sessionColumns } from './session-columns';
import { SessionSignOutDialog } from './session-sign-out-dialog';

const filterKeys = ['username', 'group'] as const;
const getRowId = (row: SessionItem) => row.id;

/** /system/session: live sessions filtered, sorted and paged by the server (all in the URL); sign out one or many. */
export function SessionPage() {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const url = useTableUrlState(filterKeys);
  const sort = url.sorting[0];
  const orderField = sessionOrderFields.find((f) => f === sort?.id);
  const filter: SessionListFilter = {
    ...url.filters,
    page: url.page,
    size: url.size,
    ...(orderField ? { orderField, orderValue: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const list = useQuery({ queryKey: sessionKeys.list(filter, locale), queryFn: () => sessionApi.list(filter), placeholderData: keepPreviousData });
  const groups = useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
  const canSignOut = usePermission('/system/session', 'delete');
  const [signingOut, setSigningOut] = useState<SessionItem[] | null>(null);
  const formatTime = useCallback((iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }), [format]);
  const columns = useMemo(
    () => sessionColumns({ t: (key) => t(key), formatTime, canSignOut, onSignOut: (row) => setSigningOut([row]) }),
    [t, formatTime, canSignOut],
  );
  const table = useSystemTable({
    data: list.data?.list,
    columns,
    getRowId,
    sorting: url.sorting,
    onSortingChange: url.setSorting,
    manualSorting: true,
    initialColumnVisibility: { currentRole: false },
  });
  const groupOptions = useMemo(() => (groups.data ?? []).map((g) => ({ id: g.id, parentId: g.parentId, order: g.order, label: g.name })), [groups.data]);
  const fields: FilterField<(typeof filterKeys)[number]>[] = [
    { key: 'username', label: t('page.system.session.filter.username') },
    {
      key: 'group',
      label: t('page.system.session.filter.group'),
      render: (value, apply) => (
        <div className="col-span-2 sm:w-52" data-testid="filter-group">
          <TreeSelect
            options={groupOptions}
            value={value || rootGroupId}
            onChange={(id) => apply(id === rootGroupId ? '' : id)}
            className="h-8"
            aria-label={t('page.system.session.filter.group')}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.session')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.session.description')}</p>
      </div>
      <TableToolbar fields={fields} values={url.filters} onSearch={(values) => url.setFilters(values)} onReset={url.reset}>
        <ColumnVisibilityMenu table={table} />
      </TableToolbar>
      <SelectionBar table={table} canDelete={canSignOut} onDelete={setSigningOut} deleteLabel={t('page.system.session.signOutSelected')} />
      <DataTable table={table} loading={list.isPending} label={t('menu.system.session')} />
      <TablePagination page={url.page} size={url.size} total={list.data?.total ?? 0} onPageChange={url.setPage} onSizeChange={url.setSize} />
      {signingOut && <SessionSignOutDialog rows={signingOut} onClose={() => setSigningOut(null)} onDone={() => table.resetRowSelection(true)} />}
    </div>
  );
}
