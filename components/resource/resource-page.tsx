'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import type { FieldValues } from 'react-hook-form';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { useTableView } from '@/components/shell/preferences-context';
import { useRefetchOnShow } from '@/components/shell/tabs/revisited-tab';
import { DensityToggle } from '@/components/table/density-toggle';
import { useStoredDensity } from '@/components/table/use-stored-density';
import { pageSizes } from '@/lib/preferences/schema';
import { DataTable } from '@/components/table/data-table';
import { selectColumn } from '@/components/table/select-column';
import { SelectionBar } from '@/components/table/selection-bar';
import type { SystemColumns } from '@/components/table/table-features';
import { TablePagination } from '@/components/table/table-pagination';
import { TableToolbar, type FilterField } from '@/components/table/table-toolbar';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState, type TableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import type { ResourceDefinition } from '@/lib/resource/definition';
import type { ContractValues, FormSpec, NoValues } from './form-spec';
import type { ListQuery, ResourceClient, ResourcePageData } from './resource-client';
import { actionsColumn, ColumnKitProvider, type ColumnKit, type Refusal } from './resource-columns';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { ResourceDetailDialog, type DetailSpec } from './resource-detail-dialog';
import { ResourceExportButton } from './resource-export-button';
import { ResourceHeading } from './resource-heading';
import { ResourceFormDialog } from './resource-form-dialog';
import { locateRow } from './locate-row';
import { useResourcePage } from './use-resource-page';
import { useSavedRow } from './use-saved-row';

const noRefusal = () => undefined;
const useNoRefusal = () => noRefusal;

/** A row's own dialog in place of the fetched detail: the row as listed and the page it came in (its extra fields). */
export type RowDialog<Row, List> = ComponentType<{ row: Row; page: List; onClose: () => void }>;

/** A flat resource's page, declared: everything the kit cannot know. */
export interface ResourceView<
  Row extends { id: string | number },
  D extends ResourceDefinition,
  V extends FieldValues & ContractValues<D, V> = NoValues,
  List extends ResourcePageData<Row> = ResourcePageData<Row>,
> {
  /** `D` is the definition (its contract types the list and the writes); `List` is what the list answers: `{list, total}` and any fields of its own (the audit's names) */
  client: ResourceClient<Row, D, List>;
  /** the URL's filter keys; each is a text filter labelled `<messages>.header.<key>` unless `useFilterFields` says otherwise */
  filters: readonly string[];
  /** the toolbar's fields when they are not plain text boxes (a field picker, a group tree) */
  useFilterFields?: (url: TableUrlState<string>) => readonly FilterField<string>[];
  /** the URL's filters as the list's body (default: as they are) */
  toFilter?: (filters: Record<string, string>) => ListQuery;
  /** the status filter (enabled, disabled, all); on unless false */
  statusFilter?: boolean;
  /** the status's words and colours from this dictionary (`user_status`): the status filter and the read-only badge */
  statusDict?: string;
  /** the columns between the selection box and the row actions (hook: it may read other queries) */
  useColumns: (kit: ColumnKit<Row>) => SystemColumns<Row>;
  /** how a row is named (screen readers, the status switch, menus) */
  rowLabel: (row: Row) => string;
  /** how a row is named in the delete confirmation (default: rowLabel) */
  deleteLabel?: (row: Row) => string;
  /** why the server would refuse an action on a row (delegation), before anyone clicks */
  useRefusal?: () => Refusal<Row>;
  /** more row actions and the dialogs they open (reset password) */
  useRowActions?: () => { actions: (row: Row) => ReturnType<NonNullable<ColumnKit<Row>['extraActions']>>; dialogs: ReactNode };
  /** more toolbar buttons, after Add (an upload, an import): a component that checks its own permission */
  Toolbar?: ComponentType;
  /** the add and edit form; without it the resource is read-only here */
  form?: FormSpec<Row, V>;
  /** the detail dialog's fields; without it the row has no Detail */
  detail?: DetailSpec<Row>;
  /** or a dialog of its own for Detail, from the listed row and its page (no fetch): the audit's before and after */
  detailDialog?: RowDialog<Row, List>;
  /** a column of its own opens the detail (`kit.onDetail`: the audit's Changes): no "…" menu for Detail alone */
  detailInColumn?: boolean;
  /** columns hidden until the column menu shows them (`{ endpoint: false }`) */
  initialColumnVisibility?: ColumnVisibilityState;
  /** the page's size when the URL has none, and the sizes offered */
  pageSize?: number;
  pageSizes?: readonly number[];
  /**
   * Removal that is not a plain delete (signing sessions out): the label of its row action and bulk
   * button (a message key), and its own confirmation. It needs the path's `delete` action.
   */
  removal?: { label: string; icon?: LucideIcon; Dialog: ComponentType<{ rows: Row[]; onClose: () => void; onDone: () => void }> };
}

/**
 * The page of a flat resource: title, filters, sorting and paging (in the URL, by the server), the column
 * menu (kept per table), Export CSV, selection with bulk delete, the status switch, row actions and the
 * detail, add, edit and delete dialogs. A resource's page is `<ResourcePage view={view} />`.
 */
export function ResourcePage<
  Row extends { id: string | number; status?: string },
  D extends ResourceDefinition,
  V extends FieldValues & ContractValues<D, V>,
  List extends ResourcePageData<Row> = ResourcePageData<Row>,
>({ view }: { view: ResourceView<Row, D, V, List> }) {
  const { client } = view;
  const removal = view.removal;
  const core = useResourcePage<Row, D, List, Row[]>(client, { writable: view.form !== undefined, removable: removal !== undefined });
  const { t, locale, definition, ns, writable, canEdit, canDelete, form, setForm, removing, setRemoving, setStatus, title } = core;
  // Rows per page: the URL's, else the one the user last chose for this table (saved), else the view's.
  const [tableView, saveTableView] = useTableView(definition.api);
  const savedSize = view.pageSizes === undefined || view.pageSizes.some((size) => size === tableView?.pageSize) ? tableView?.pageSize : undefined;
  const url = useTableUrlState(view.filters, savedSize ?? view.pageSize);
  const setSize = (size: number) => {
    url.setSize(size);
    const saved = pageSizes.find((allowed) => allowed === size);
    if (saved !== undefined) saveTableView?.({ pageSize: saved });
  };
  const sort = url.sorting[0];
  const orderField = definition.orderFields?.find((field) => field === sort?.id);
  // What the list and the export share: the filters and the sort (the export takes every page).
  const query = {
    ...(view.toFilter ? view.toFilter(url.filters) : url.filters),
    ...(view.statusFilter === false ? {} : { status: url.status }),
    ...(orderField ? { orderField, orderValue: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  // The URL state is validated by the API (a hand-edited URL answers 400 and an empty table).
  const filter: ListQuery = { ...query, page: url.page, size: url.size };
  // Shown again in its tab: refetched only if a write invalidated it (not merely gone stale).
  const refetchOnMount = useRefetchOnShow();
  const list = useQuery<List>({ queryKey: client.keys.list(filter, locale), queryFn: () => client.api.search(filter), placeholderData: keepPreviousData, refetchOnMount });
  const [detail, setDetail] = useState<Row | null>(null);
  const refusal = (view.useRefusal ?? useNoRefusal)();
  const rowActions = view.useRowActions?.();
  const { rowLabel } = view;
  const hasDetail = view.detail !== undefined || view.detailDialog !== undefined;
  const deleteLabel = removal ? t(removal.label) : undefined;
  const extraActions = rowActions?.actions;
  const kit = useMemo<ColumnKit<Row>>(
    () => ({
      t: (key, values) => t(key, values),
      h: (key) => t(`${ns}.header.${key}`),
      can: { edit: canEdit, delete: canDelete },
      refusal,
      rowLabel,
      onDetail: hasDetail ? setDetail : undefined,
      onEdit: canEdit ? (row) => setForm({ mode: 'edit', row }) : undefined,
      onDelete: canDelete ? (row) => setRemoving([row]) : undefined,
      onStatus: (row, status) => setStatus({ id: String(row.id), status }),
      extraActions,
      deleteLabel,
      deleteIcon: removal?.icon,
      statusDict: view.statusDict,
    }),
    [t, ns, canEdit, canDelete, refusal, rowLabel, hasDetail, setStatus, setForm, setRemoving, extraActions, deleteLabel, removal?.icon, view.statusDict],
  );
  const middle = view.useColumns(kit);
  // A row with no action at all (a read-only log), or only a Detail its own column opens, has no actions column.
  const hasActions = (hasDetail && view.detailInColumn !== true) || canEdit || canDelete || extraActions !== undefined;
  // Rows are selectable wherever rows can be removed; the bulk button shows only to those who may.
  const removable = writable || removal !== undefined;
  const columns = useMemo(
    () => [...(removable ? [selectColumn<Row>()] : []), ...middle, ...(hasActions ? [actionsColumn(kit)] : [])] as SystemColumns<Row>,
    [removable, middle, kit, hasActions],
  );
  const [density, setDensity] = useStoredDensity(definition.api);
  const table = useSystemTable({
    data: list.data?.list,
    columns,
    getRowId,
    sorting: url.sorting,
    onSortingChange: url.setSorting,
    manualSorting: true,
    storageKey: definition.api,
    initialColumnVisibility: view.initialColumnVisibility,
  });
  const total = list.data?.total ?? 0;
  const { page, size, setPage } = url;
  // A page emptied by a delete (or a stale link): go to the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / size));
  const emptied = list.data !== undefined && list.data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (emptied) setPage(lastPage);
  }, [emptied, lastPage, setPage]);
  const fields = view.useFilterFields?.(url) ?? view.filters.map((key) => ({ key, label: t(`${ns}.header.${key}`) }));
  // A saved row: named in the toast, marked here, and Show goes to its page under the list's filters and sort.
  const saved = useSavedRow({
    t,
    ns,
    reveal: async (id) => {
      if (list.data?.list.some((row) => String(row.id) === id)) return 'shown';
      const located = await locateRow(client.api.search, query, id);
      if ('missing' in located) return located.missing;
      setPage(Math.floor(located.at / size) + 1);
      return 'shown';
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <ResourceHeading title={title} description={core.description} />
      <TableToolbar
        fields={fields}
        values={url.filters}
        status={view.statusFilter === false ? undefined : url.status}
        statusDict={view.statusDict}
        onSearch={(values, status) => url.setFilters(values, status)}
        onReset={url.reset}
      >
        {core.canAdd && (
          <Button size="sm" onClick={() => setForm({ mode: 'add' })} data-testid="add">
            <Plus aria-hidden />
            {t('button.add')}
          </Button>
        )}
        {view.Toolbar && <view.Toolbar />}
        <DensityToggle density={density} onChange={setDensity} />
        <ColumnVisibilityMenu table={table} />
        <ResourceExportButton definition={definition} table={table} filter={query} disabled={list.data?.total === 0} />
      </TableToolbar>
      {removable && <SelectionBar table={table} canDelete={canDelete} onDelete={setRemoving} deleteLabel={deleteLabel} />}
      <ColumnKitProvider value={kit}>
        <DataTable table={table} density={density} loading={list.isPending} label={title} highlight={saved.highlight} />
      </ColumnKitProvider>
      <TablePagination page={page} size={size} total={total} totalEstimated={list.data?.totalEstimated} onPageChange={setPage} onSizeChange={setSize} sizes={view.pageSizes} />
      {form && view.form && (
        <ResourceFormDialog
          key={form.row ? String(form.row.id) : form.mode}
          client={client}
          spec={view.form}
          context={form}
          onClose={() => setForm(null)}
          onSaved={saved.onSaved}
        />
      )}
      {detail && view.detail && <ResourceDetailDialog client={client} id={String(detail.id)} fields={view.detail} onClose={() => setDetail(null)} />}
      {detail && view.detailDialog && list.data && <view.detailDialog row={detail} page={list.data} onClose={() => setDetail(null)} />}
      {removing && removal && <removal.Dialog rows={removing} onClose={() => setRemoving(null)} onDone={() => table.resetRowSelection(true)} />}
      {removing && !removal && (
        <ResourceDeleteDialog
          client={client}
          rows={removing}
          label={view.deleteLabel ?? rowLabel}
          onClose={() => setRemoving(null)}
          onDeleted={() => table.resetRowSelection(true)}
        />
      )}
      {rowActions?.dialogs}
    </div>
  );
}

// Ids are strings or numbers (an audit entry's); the table keys rows by their text.
const getRowId = (row: { id: string | number }) => String(row.id);
