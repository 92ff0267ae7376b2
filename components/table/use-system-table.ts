'use client';

import {
  functionalUpdate,
  useTable,
  type ExpandedState,
  type RowSelectionState,
  type SortingState,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { completeColumnOrder, leafColumnIds } from './column-order';
import { PlainCell } from './plain-cell';
import { useStoredLayout } from './use-stored-layout';
import { useStoredVisibility } from './use-stored-visibility';
import { systemFeatures, type SystemColumns, type SystemTable } from './table-features';

const noRows: never[] = [];
const noColumns: ColumnVisibilityState = {};

export interface SystemTableOptions<TData extends RowData> {
  /** The rows; `undefined` while the first load runs. Keep the array stable (query data or a memo). */
  data: readonly TData[] | undefined;
  /** Column definitions, stable (module scope or a memo): `createColumnHelper<SystemFeatures, T>()`. */
  columns: SystemColumns<TData>;
  /** The row's id: selection and expansion are keyed by it. Stable function. */
  getRowId: (row: TData) => string;
  /** Tree tables: a row's children (rows nest, all expanded at first). Stable function. */
  getSubRows?: (row: TData) => readonly TData[] | undefined;
  /** Sorting owned by the caller (e.g. the URL); without it the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: the table shows rows in the order given and only reports the sort state. */
  manualSorting?: boolean;
  /**
   * Tree tables: which rows start expanded, given the data (default: all). Applies until the user
   * expands or collapses a row. Stable function.
   */
  defaultExpanded?: (data: readonly TData[]) => ExpandedState;
  /** Columns hidden at first (`{ create: false }`); the column menu changes it. */
  initialColumnVisibility?: ColumnVisibilityState;
  /**
   * Keep the column menu's choices (visibility, order), the widths and the density in the user's
   * preferences under this key, one per table (its API path).
   */
  storageKey?: string;
}

/**
 * A TanStack Table v9 instance over `systemFeatures`, with the state every system table keeps:
 * selection, expansion (all expanded), column visibility, order and widths, and sorting (own or
 * controlled).
 */
export function useSystemTable<TData extends RowData>(options: SystemTableOptions<TData>): SystemTable<TData> {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [ownExpanded, setExpanded] = useState<ExpandedState | undefined>(undefined);
  const data = options.data ?? noRows;
  const expanded = ownExpanded ?? options.defaultExpanded?.(data) ?? true;
  const [columnVisibility, setColumnVisibility] = useStoredVisibility(options.storageKey, options.initialColumnVisibility ?? noColumns);
  const layout = useStoredLayout(options.storageKey);
  // A saved order may name only some columns (saved before one was added): made whole, selection first, actions last.
  const declared = useMemo(() => leafColumnIds(options.columns), [options.columns]);
  const columnOrder = useMemo(() => completeColumnOrder(declared, layout.order), [declared, layout.order]);
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const sorting = options.sorting ?? ownSorting;
  const onSortingChange = options.onSortingChange ?? setOwnSorting;

  return useTable({
    features: systemFeatures,
    columns: options.columns,
    // A column without a cell of its own shows its value, or a dash when there is none (an unknown OS).
    defaultColumn: { cell: PlainCell },
    data,
    getRowId: options.getRowId,
    getSubRows: options.getSubRows,
    manualSorting: options.manualSorting,
    // Server pages, or a tree shown whole: the table never pages rows itself.
    manualPagination: true,
    enableMultiSort: false,
    // A first click sorts ascending on every column (TanStack would pick descending for non-text values).
    sortDescFirst: false,
    autoResetExpanded: false,
    state: { rowSelection, expanded, columnVisibility, sorting, columnOrder, columnSizing: layout.widths },
    onRowSelectionChange: setRowSelection,
    onExpandedChange: (updater) => setExpanded(functionalUpdate(updater, expanded)),
    onColumnVisibilityChange: (updater) => setColumnVisibility(functionalUpdate(updater, columnVisibility)),
    onSortingChange: (updater) => onSortingChange(functionalUpdate(updater, sorting)),
    onColumnOrderChange: (updater) => layout.setOrder(functionalUpdate(updater, columnOrder)),
    onColumnSizingChange: (updater) => layout.setWidths(functionalUpdate(updater, layout.widths)),
  });
}
