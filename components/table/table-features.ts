import {
  columnFacetingFeature,
  columnFilteringFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  constructFilterFn,
  createExpandedRowModel,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowExpandingFeature,
  rowPaginationFeature,
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
import { fuzzyMatches } from './fuzzy';

/** What a system table column may carry besides its definition. */
export interface SystemColumnMeta {
  /** The column's name in the column menu; a column with one is exported (its id is the export's column key). */
  label?: string;
  /** Classes for the column's header and body cells (widths, alignment). */
  className?: string;
  /** Kept in view at the right edge while the table scrolls sideways (the row actions). */
  pin?: 'right';
}

/** `filterFn: 'oneOf'`: keeps a row whose value is one of the chosen values (faceted filters). */
const oneOf = constructFilterFn({
  filter: (value: unknown, chosen: unknown) => Array.isArray(chosen) && chosen.includes(value),
  autoRemove: (chosen: unknown) => !Array.isArray(chosen) || chosen.length === 0,
});

/** `globalFilterFn: 'fuzzy'`: each term of the query matches a word of the column's text (`fuzzy.ts`). */
const fuzzy = constructFilterFn({
  filter: (value: unknown, query: unknown) => fuzzyMatches(String(value ?? ''), String(query ?? '')),
  autoRemove: (query: unknown) => typeof query !== 'string' || query.trim() === '',
});

/**
 * The one feature registry of every table (TanStack Table v9): column visibility, row selection,
 * sorting (client or manual), expanding (trees), column order and sizing (widths the user set); and
 * for tables that hold all their rows (the component demo), filters, facets and client paging. `useSystemTable` pages by the
 * server (`manualPagination`). Module scope keeps it stable.
 */
export const systemFeatures = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  rowExpandingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  columnFacetingFeature,
  columnOrderingFeature,
  columnSizingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  filterFns: { oneOf, fuzzy },
  columnMeta: {} as SystemColumnMeta,
});

export type SystemFeatures = typeof systemFeatures;
export type SystemColumns<TData extends RowData> = TableOptions<SystemFeatures, TData>['columns'];
export type SystemTable<TData extends RowData> = ReactTable<SystemFeatures, TData>;
