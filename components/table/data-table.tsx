'use client';

import type { Header, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsMobile } from '@/hooks/use-mobile';
import type { TableDensity } from '@/lib/preferences/schema';
import { cn } from '@/lib/utils';
import { useColumnLabel } from './column-label';
import { ColumnResizeHandle } from './column-resize-handle';
import { DataCards } from './data-cards';
import { SortHeader } from './sort-header';
import { useMarkedRow } from './use-marked-row';
import type { SystemFeatures, SystemTable } from './table-features';

export interface DataTableProps<TData extends RowData> {
  /** The instance from `useSystemTable` (the toolbar, selection bar and CSV export share it). */
  table: SystemTable<TData>;
  /** First load running: skeleton rows instead of the body. */
  loading?: boolean;
  /** Text of the empty state (default: `table.empty`). */
  emptyText?: string;
  /** Accessible name of the table. */
  label: string;
  /** How many skeleton rows to show while loading. */
  skeletonRows?: number;
  /** Wraps a header cell's content (its sort button, or null for a placeholder): a drag handle, say. */
  renderHeader?: (header: Header<SystemFeatures, TData, unknown>, content: ReactNode) => ReactNode;
  /** A row to mark and scroll to (a record just saved); a new `seq` scrolls to it again. */
  highlight?: { id: string; seq: number } | null;
  /** Row height: `compact` halves the cells' padding (the toolbar's toggle, saved per table). */
  density?: TableDensity;
}

/**
 * The system table shell: sortable headers, skeleton rows while loading, an empty state, selection
 * styling, a just-saved row marked. Cells wrap at spaces (a Chinese word is kept whole, `break-keep`), so a
 * wide screen shows every column without scrolling sideways; on a phone the rows are cards (`DataCards`).
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  return useIsMobile() ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<TData extends RowData>({ table, loading, emptyText, label, skeletonRows = 5, renderHeader, highlight, density = 'comfortable' }: DataTableProps<TData>) {
  const t = useTranslations('table');
  const columnLabel = useColumnLabel();
  // Widths the user set (a column without one keeps the browser's width for its content).
  const sized = table.options.state?.columnSizing ?? {};
  const columns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const { box, markedId } = useMarkedRow<HTMLDivElement>(
    rows.map((row) => row.id),
    loading,
    highlight,
  );
  return (
    // Inline-size containment: a wide table scrolls inside its box instead of widening the page.
    <div
      ref={box}
      data-density={density}
      className="bg-card rounded-md border [contain:inline-size] data-[density=compact]:[&_td]:py-0.5 data-[density=compact]:[&_th]:h-8"
    >
      <Table aria-label={label} aria-busy={loading || undefined}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const content = header.isPlaceholder ? null : header.column.getCanSort() ? (
                  <SortHeader column={header.column}>
                    <table.FlexRender header={header} />
                  </SortHeader>
                ) : (
                  <table.FlexRender header={header} />
                );
                const { column } = header;
                const width = sized[column.id] === undefined ? undefined : column.getSize();
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    className={cn('relative whitespace-normal break-keep', column.columnDef.meta?.className, pinned(column.columnDef.meta?.pin))}
                    style={width === undefined ? undefined : { width, minWidth: width, maxWidth: width }}
                    aria-sort={header.isPlaceholder ? undefined : sortAria(column.getIsSorted())}
                  >
                    {renderHeader ? renderHeader(header, content) : content}
                    {!header.isPlaceholder && column.columnDef.meta?.label !== undefined && <ColumnResizeHandle table={table} column={column} label={columnLabel(column)} />}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i} data-testid="skeleton-row" className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className="h-4 w-full min-w-8" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="text-muted-foreground h-24 text-center" data-testid="table-empty">
                {emptyText ?? t('empty')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.id}
                className="group/row data-[highlighted]:bg-primary/10 transition-colors duration-700"
                data-row-id={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                data-highlighted={markedId === row.id ? '' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cn('whitespace-normal break-keep', cell.column.columnDef.meta?.className, pinned(cell.column.columnDef.meta?.pin))}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * A pinned column sticks to the right edge of the scrolling box, on the card's background (a selected
 * hovered or just saved row tints it too), with a rule on its left; while the table scrolls sideways (the
 * box's `data-overflow`) a shadow falls from it, the hint that more columns pass under it.
 */
function pinned(pin: 'right' | undefined): string | undefined {
  if (pin !== 'right') return undefined;
  return 'sticky right-0 z-10 bg-card shadow-[inset_1px_0_0_var(--border)] in-data-overflow:shadow-[inset_1px_0_0_var(--border),-8px_0_8px_-6px_color-mix(in_oklab,var(--foreground)_25%,transparent)] group-hover/row:bg-[color-mix(in_oklab,var(--muted)_50%,var(--card))] group-data-[state=selected]/row:bg-muted group-data-[highlighted]/row:bg-[color-mix(in_oklab,var(--primary)_10%,var(--card))]';
}

function sortAria(sorted: false | 'asc' | 'desc') {
  if (!sorted) return undefined;
  return sorted === 'asc' ? 'ascending' : 'descending';
}
