import {
  columnVisibilityFeature,
  createExpandedRowModel,
  createSortedRowModel,
  rowExpandingFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ReactTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';

/** What a system table column may carry besides its definition. */
export interface SystemColumnMeta {
  /** The column's name in the column menu; a column with one is exported (its id is the export's column key). */
  label?: string;
  /** Classes for the column's header and body cells (widths, alignment). */
  className?: string;
  /** Kept in view at the right edge while the table scrolls sideways (the row actions). */
  pin?: 'right';
}

/**
 * The one feature registry of every system table (TanStack Table v9): column visibility, row
 * selection, sorting (client or manual) and expanding (trees). Module scope keeps it stable.
 */
export const systemFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  rowExpandingFeature,
  sortedRowModel: createSortedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: {} as SystemColumnMeta,
});

export type SystemFeatures = typeof systemFeatures;
export type SystemColumns<TData extends RowData> = TableOptions<SystemFeatures, TData>['columns'];
export type SystemTable<TData extends RowData> = ReactTable<SystemFeatures, TData>;
