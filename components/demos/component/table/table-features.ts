import {
  columnFacetingFeature,
  columnFilteringFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  constructFilterFn,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ReactTable,
} from '@tanstack/react-table';
import type { Employee } from './employees';
import { fuzzyMatches } from './fuzzy';

export interface DemoColumnMeta {
  /** The column's name in menus (header cells may be components). */
  label?: string;
  /** Classes for the column's header and body cells. */
  className?: string;
}

/** Keeps a row whose value is one of the chosen values (the faceted filters). */
const oneOf = constructFilterFn({
  filter: (value: unknown, chosen: unknown) => Array.isArray(chosen) && chosen.includes(value),
  autoRemove: (chosen: unknown) => !Array.isArray(chosen) || chosen.length === 0,
});

/** Global search: fuzzy match against the row's precomputed search text (see `fuzzy.ts`). */
const fuzzy = constructFilterFn({
  filter: (_value: unknown, query: unknown, row) => fuzzyMatches((row.original as Employee).search, String(query ?? '')),
  autoRemove: (query: unknown) => typeof query !== 'string' || query.trim() === '',
});

/** Everything the paginated demo table does; module scope keeps the registry stable. */
export const demoFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  columnFacetingFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { oneOf, fuzzy },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: {} as DemoColumnMeta,
});

export type DemoFeatures = typeof demoFeatures;
export type DemoTable = ReactTable<DemoFeatures, Employee>;

/** The virtualized table only sorts: 10,000 rows through a lean pipeline. */
export const virtualFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
  columnMeta: {} as DemoColumnMeta,
});

export type VirtualFeatures = typeof virtualFeatures;
