'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { buildTree, type FlatNode, type TreeNode } from '@/components/pickers/build-tree';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { useRefetchOnShow } from '@/components/shell/tabs/revisited-tab';
import { DensityToggle } from '@/components/table/density-toggle';
import { useStoredDensity } from '@/components/table/use-stored-density';
import { DataTable } from '@/components/table/data-table';
import { selectColumn } from '@/components/table/select-column';
import { SelectionBar } from '@/components/table/selection-bar';
import { withDescendants } from '@/components/table/subtree';
import type { SystemColumns } from '@/components/table/table-features';
import { TableToolbar } from '@/components/table/table-toolbar';
import { ExpandAllButton } from '@/components/table/tree-cell';
import { defaultExpanded } from '@/components/table/tree-expansion';
import { treeIndex } from '@/components/table/tree-index';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { Button } from '@/components/ui/button';
import type { ResourceDefinition } from '@/lib/resource/definition';
import type { DetailField } from './detail-dialog';
import type { ContractValues, FormSpec, NoValues } from './form-spec';
import type { ListQuery, ResourceClient } from './resource-client';
import { actionsColumn, ColumnKitProvider } from './resource-columns';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { ResourceDetailDialog, type DetailSpec } from './resource-detail-dialog';
import { ResourceExportButton } from './resource-export-button';
import { ResourceHeading } from './resource-heading';
import { ResourceFormDialog } from './resource-form-dialog';
import { treeRowActions, type TreeColumnKit, type TreeRefusal } from './resource-tree-columns';
import { useApiMutation } from './use-api-mutation';
import { useResourcePage } from './use-resource-page';
import { useSavedRow } from './use-saved-row';

/** A row of a tree resource: the list answers every matching node, each naming its parent. */
export type TreeItem = FlatNode & { name: string; status: string };

/** The whole tree, unfiltered: parent and brother names, and where a row sits among its siblings. */
export interface WholeTree {
  data: readonly (FlatNode & { name: string })[] | undefined;
  isPending: boolean;
}

/** A tree resource's detail: the flat detail's labels, plus the whole tree's lookups (the parent's name). */
export type TreeDetailSpec<Row> = (
  row: Row,
  labels: Parameters<DetailSpec<Row>>[1] & { index: TreeColumnKit<Row>['index'] },
) => DetailField[];

const noRefusal = () => undefined;
const useNoRefusal = () => noRefusal;

/** A tree resource's page, declared: everything the kit cannot know. */
export interface ResourceTreeView<Row extends TreeItem, D extends ResourceDefinition, V extends FieldValues & ContractValues<D, V> = NoValues> {
  /** its list answers an array (`resourceClient<Row, typeof definition, Row[]>(definition, { empty: [] })`) */
  client: ResourceClient<Row, D, Row[]>;
  /** the URL's text filters, labelled `<messages>.header.<key>` */
  filters: readonly string[];
  /** the status filter (enabled, disabled, all); on unless false */
  statusFilter?: boolean;
  /** the whole tree (default: `GET /api/<api>`, every row, shared with the pickers) */
  useWholeTree?: () => WholeTree;
  /** the columns between the selection box and the row actions; `treeNameColumn(kit)` first */
  useColumns: (kit: TreeColumnKit<TreeNode<Row>>) => SystemColumns<TreeNode<Row>>;
  rowLabel: (row: Row) => string;
  /** how a row is named in the delete confirmation (default: rowLabel) */
  deleteLabel?: (row: Row) => string;
  /** why the server would refuse an action on a row, before anyone clicks */
  useRefusal?: () => TreeRefusal<Row>;
  /** false for rows that cannot have children: their Add child is disabled */
  canHaveChildren?: (row: Row) => boolean;
  /**
   * add child, add brother and edit: the context's `row` is the anchor (add child and brother) or the
   * row edited; the top-level Add opens `add` when the contract has it, else `addChild` without a row
   */
  form?: FormSpec<Row, V>;
  detail?: TreeDetailSpec<Row>;
}

const getRowId = (row: { id: string }) => row.id;
const getSubRows = <Row,>(row: TreeNode<Row>) => row.children;

/**
 * The page of a tree resource: the whole (filtered) tree as nested rows, expanded (a large one two
 * levels deep) with expand/collapse all; filters and sort (siblings) in the URL; the column menu kept
 * per table; Export CSV; selection with bulk delete (a node takes its shown descendants along); the
 * status switch; row actions detail, edit, add child, add brother, move top/up/down and delete; the
 * top-level Add. A resource's page is `<ResourceTreePage view={view} />`.
 */
export function ResourceTreePage<Row extends TreeItem, D extends ResourceDefinition, V extends FieldValues & ContractValues<D, V>>({
  view,
}: {
  view: ResourceTreeView<Row, D, V>;
}) {
  const { client } = view;
  const core = useResourcePage<Row, D, Row[], readonly TreeNode<Row>[]>(client, { writable: view.form !== undefined });
  const { t, locale, definition, ns, writable, canAdd, canEdit, canDelete, form, setForm, removing, setRemoving, setStatus, title } = core;
  const url = useTableUrlState(view.filters);
  // The list's filters (a tree is never paged: sorting orders siblings, in the browser).
  const filter: ListQuery = { ...url.filters, ...(view.statusFilter === false ? {} : { status: url.status }) };
  // Shown again in its tab: refetched only if a write invalidated it (not merely gone stale).
  const refetchOnMount = useRefetchOnShow();
  const list = useQuery<Row[]>({ queryKey: client.keys.list(filter, locale), queryFn: () => client.api.search(filter), placeholderData: keepPreviousData, refetchOnMount });
  // The whole tree: the view's, else `GET /api/<api>` (every row, shared with the pickers).
  const everyRow = useQuery({ queryKey: client.keys.every(locale), queryFn: client.api.all, enabled: !view.useWholeTree, refetchOnMount });
  const whole: WholeTree = view.useWholeTree?.() ?? everyRow;
  const [detail, setDetail] = useState<string | null>(null);
  const { mutate: move } = useApiMutation({ request: client.api.move, ...core.write });
  const refusal = (view.useRefusal ?? useNoRefusal)();
  const tree = useMemo(() => list.data && buildTree(list.data), [list.data]);
  const index = useMemo(() => treeIndex(whole.data ?? []), [whole.data]);
  const { rowLabel, canHaveChildren, detail: hasDetail } = view;
  const kit = useMemo<TreeColumnKit<TreeNode<Row>>>(
    () => ({
      t: (key, values) => t(key, values),
      h: (key) => t(`${ns}.header.${key}`),
      can: { edit: canEdit, delete: canDelete },
      refusal,
      rowLabel,
      index,
      onDetail: hasDetail ? (row) => setDetail(row.id) : undefined,
      onEdit: canEdit ? (row) => setForm({ mode: 'edit', row }) : undefined,
      onDelete: canDelete ? (row) => setRemoving([row]) : undefined,
      onStatus: (row, status) => setStatus({ id: row.id, status }),
      extraActions: treeRowActions<TreeNode<Row>>({
        t: (key) => t(key),
        can: { add: canAdd, edit: canEdit },
        index,
        canHaveChildren,
        onAddChild: (row) => setForm({ mode: 'addChild', row }),
        onAddBrother: (row) => setForm({ mode: 'addBrother', row }),
        onMove: move,
        refusal,
      }),
    }),
    [t, ns, canAdd, canEdit, canDelete, refusal, rowLabel, index, hasDetail, canHaveChildren, setStatus, setForm, setRemoving, move],
  );
  const middle = view.useColumns(kit);
  const columns = useMemo(
    () => [...(writable ? [selectColumn<TreeNode<Row>>()] : []), ...middle, actionsColumn(kit)] as SystemColumns<TreeNode<Row>>,
    [writable, middle, kit],
  );
  const [density, setDensity] = useStoredDensity(definition.api);
  const table = useSystemTable({
    data: tree,
    columns,
    getRowId,
    getSubRows,
    defaultExpanded,
    sorting: url.sorting,
    onSortingChange: url.setSorting,
    storageKey: definition.api,
  });
  // A saved node: named in the toast and marked; the whole filtered tree is shown, so Show finds it or says the filters hide it.
  const saved = useSavedRow({
    t,
    ns,
    reveal: async (id) => {
      if (!list.data?.some((row) => row.id === id)) return 'filtered';
      // A large tree opens two levels deep: open it all when the node is in a closed branch.
      if (!table.getRowModel().rows.some((row) => row.id === id)) table.toggleAllRowsExpanded(true);
      return 'shown';
    },
  });
  const topMode = definition.contract.add ? 'add' : 'addChild';
  const detailSpec = useMemo<DetailSpec<Row> | undefined>(
    () => (hasDetail ? (row, labels) => hasDetail(row, { ...labels, index }) : undefined),
    [hasDetail, index],
  );

  return (
    <div className="flex flex-col gap-4">
      <ResourceHeading title={title} description={core.description} />
      <TableToolbar
        fields={view.filters.map((key) => ({ key, label: t(`${ns}.header.${key}`) }))}
        values={url.filters}
        status={view.statusFilter === false ? undefined : url.status}
        onSearch={(values, status) => url.setFilters(values, status)}
        onReset={url.reset}
      >
        {canAdd && (
          <Button size="sm" onClick={() => setForm({ mode: topMode })} data-testid="add-top">
            <Plus aria-hidden />
            {t('button.add')}
          </Button>
        )}
        <ExpandAllButton table={table} />
        <DensityToggle density={density} onChange={setDensity} />
        <ColumnVisibilityMenu table={table} />
        <ResourceExportButton definition={definition} table={table} filter={filter} disabled={list.data?.length === 0} />
      </TableToolbar>
      {writable && <SelectionBar table={table} canDelete={canDelete} onDelete={setRemoving} />}
      <ColumnKitProvider value={kit}>
        <DataTable table={table} density={density} loading={list.isPending || whole.isPending} label={title} highlight={saved.highlight} />
      </ColumnKitProvider>
      {form && view.form && (
        <ResourceFormDialog
          key={`${form.mode}:${form.row?.id ?? ''}`}
          client={client}
          spec={view.form}
          context={form}
          onClose={() => setForm(null)}
          onSaved={saved.onSaved}
        />
      )}
      {detail && detailSpec && <ResourceDetailDialog client={client} id={detail} fields={detailSpec} onClose={() => setDetail(null)} />}
      {removing && (
        <ResourceDeleteDialog<Row, D>
          client={client}
          rows={withDescendants(removing)}
          label={view.deleteLabel ?? rowLabel}
          onClose={() => setRemoving(null)}
          onDeleted={() => table.resetRowSelection(true)}
        />
      )}
    </div>
  );
}
