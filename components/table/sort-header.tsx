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
      className="data-[sorted=false]:[&_svg]:text-muted-foreground -ml-2 h-8"
      data-sorted={sorted !== false}
      onClick={column.getToggleSortingHandler()}
    >
      {children}
      <Icon aria-hidden className="size-3.5" />
    </Button>
  );
}
