'use client';

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { DemoTable } from './table-features';

const sizes = [10, 20, 50, 100] as const;

/** Selected count, page size and page navigation. */
export function TablePagination({ table }: { table: DemoTable }) {
  const t = useTranslations('page.component.table');
  const { pageIndex, pageSize } = table.state.pagination;
  const pages = Math.max(1, table.getPageCount());
  const nav = [
    { key: 'first', icon: ChevronsLeft, run: () => table.firstPage(), can: table.getCanPreviousPage(), wide: true },
    { key: 'previous', icon: ChevronLeft, run: () => table.previousPage(), can: table.getCanPreviousPage(), wide: false },
    { key: 'next', icon: ChevronRight, run: () => table.nextPage(), can: table.getCanNextPage(), wide: false },
    { key: 'last', icon: ChevronsRight, run: () => table.lastPage(), can: table.getCanNextPage(), wide: true },
  ] as const;

  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground text-sm" data-testid="selected-count">
        {t('selected', { count: table.getSelectedRowIds().length, total: table.getFilteredRowModel().rows.length })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <span className="text-sm font-medium">{t('rowsPerPage')}</span>
          <Select value={String(pageSize)} onValueChange={(v) => table.setPageSize(Number(v))}>
            <SelectTrigger size="sm" className="w-20" aria-label={t('rowsPerPage')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent side="top">
              {sizes.map((s) => (
                <SelectItem key={s} value={String(s)}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <span className="text-sm font-medium tabular-nums" data-testid="page-status">
          {t('pageOf', { page: pageIndex + 1, total: pages })}
        </span>
        <div className="flex items-center gap-1">
          {nav.map(({ key, icon: Icon, run, can, wide }) => (
            <Button
              key={key}
              variant="outline"
              size="icon-sm"
              className={wide ? 'hidden sm:inline-flex' : undefined}
              onClick={run}
              disabled={!can}
              aria-label={t(`nav.${key}`)}
              data-testid={`page-${key}`}
            >
              <Icon />
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
