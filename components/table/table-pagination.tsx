'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface TablePaginationProps {
  /** 1-based. */
  page: number;
  size: number;
  /** Rows matching the filters (the server's `total`). */
  total: number;
  /** `total` is the server's estimate (shown as "about N"). */
  totalEstimated?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  sizes?: readonly number[];
}

/** Server paging: total, rows per page, page n of m, previous/next. */
export function TablePagination({ page, size, total, totalEstimated = false, onPageChange, onSizeChange, sizes = [10, 20, 50, 100] }: TablePaginationProps) {
  const t = useTranslations('table');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="text-muted-foreground flex flex-wrap items-center justify-between gap-2 text-sm">
      <span data-testid="table-total">{t(totalEstimated ? 'totalAbout' : 'total', { total })}</span>
      <div className="flex items-center gap-2">
        <span className="hidden sm:inline">{t('rowsPerPage')}</span>
        <Select value={String(size)} onValueChange={(value) => onSizeChange(Number(value))}>
          <SelectTrigger size="sm" className="w-20" aria-label={t('rowsPerPage')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sizes.map((s) => (
              <SelectItem key={s} value={String(s)}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span className="tabular-nums" data-testid="page-status">{t('pageOf', { page: Math.min(page, pages), pages })}</span>
        <Button variant="outline" size="icon" className="size-8" aria-label={t('previous')} data-testid="page-previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" className="size-8" aria-label={t('next')} data-testid="page-next" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
