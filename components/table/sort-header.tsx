'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SystemFeatures } from './table-features';

/** A header label that toggles its column's sort (ascending, descending, none) and shows the direction. */
export function SortHeader<TData extends RowData>({ column, children }: { column: Column<SystemFeatures, TData, unknown>; children: ReactNode }) {
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      // A long header wraps at its spaces (the column need not be as wide as its header's one line).
      className="data-[sorted=false]:[&_svg]:text-muted-foreground -ml-1.5 h-auto min-h-8 gap-1 py-1 text-left break-keep whitespace-normal has-[>svg]:px-1.5"
      data-sorted={sorted !== false}
      onClick={column.getToggleSortingHandler()}
    >
      {children}
      <Icon aria-hidden className="size-3.5" />
    </Button>
  );
}
