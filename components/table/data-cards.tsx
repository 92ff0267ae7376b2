'use client';

import type { RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { CardSort } from './card-sort';
import { columnLabel } from './column-label';
import { useMarkedRow } from './use-marked-row';
import type { DataTableProps } from './data-table';

/**
 * The system table on a phone: one card per row, the first column as its title with the selection box
 * before it and the pinned row actions after it, every other visible column as a label and its value
 * (wrapping, never cut). The same rows, selection, sorting (a select above the cards, as there are no
 * headers to click) and column menu as the table.
 */
export function DataCards<TData extends RowData>({ table, loading, emptyText, label, skeletonRows = 5, highlight }: Omit<DataTableProps<TData>, 'renderHeader'>) {
  const t = useTranslations();
  const rows = table.getRowModel().rows;
  const { box, markedId } = useMarkedRow<HTMLUListElement>(
    rows.map((row) => row.id),
    loading,
    highlight,
  );
  const selectAll = table.getHeaderGroups()[0]?.headers.find((header) => header.column.id === 'select' && header.column.getIsVisible());
  if (loading) {
    return (
      <ul aria-label={label} aria-busy className="flex flex-col gap-2" data-testid="table-cards">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <li key={i} data-testid="skeleton-row" className="bg-card flex flex-col gap-2 rounded-md border p-3">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="bg-card text-muted-foreground rounded-md border px-3 py-8 text-center text-sm" data-testid="table-empty">
        {emptyText ?? t('table.empty')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <CardSort table={table} />
      {selectAll && (
        <div className="flex items-center gap-2 px-3 text-sm">
          <table.FlexRender header={selectAll} />
          <span aria-hidden>{t('button.selectAll')}</span>
        </div>
      )}
      <ul ref={box} aria-label={label} className="flex flex-col gap-2" data-testid="table-cards">
        {rows.map((row) => {
          const cells = row.getVisibleCells();
          const select = cells.find((cell) => cell.column.id === 'select');
          const pinned = cells.filter((cell) => cell.column.columnDef.meta?.pin === 'right');
          const [title, ...fields] = cells.filter((cell) => cell !== select && !pinned.includes(cell));
          return (
            <li
              key={row.id}
              data-row-id={row.id}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              data-highlighted={markedId === row.id ? '' : undefined}
              className="bg-card data-[state=selected]:bg-muted data-[highlighted]:bg-primary/10 rounded-md border p-3 text-sm transition-colors duration-700"
            >
              <div className="flex items-center gap-2">
                {select && <table.FlexRender cell={select} />}
                <div className="min-w-0 flex-1 font-medium break-words" data-testid="card-title">
                  {title && <table.FlexRender cell={title} />}
                </div>
                {pinned.map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </div>
              {fields.length > 0 && (
                <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                  {fields.map((cell) => (
                    <div key={cell.id} className="col-span-2 grid grid-cols-subgrid items-center">
                      <dt className="text-muted-foreground max-w-32 break-words">{columnLabel(cell.column)}</dt>
                      <dd className="min-w-0 break-words">
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
