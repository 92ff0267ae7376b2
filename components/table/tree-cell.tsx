'use client';

import type { Row, RowData } from '@tanstack/react-table';
import { ChevronRight, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { SystemFeatures, SystemTable } from './table-features';

/** A tree row's first cell: indented by depth, with a disclosure button when the row has children. */
export function TreeCell<TData extends RowData>({ row, children }: { row: Row<SystemFeatures, TData>; children: ReactNode }) {
  const t = useTranslations('table');
  const expanded = row.getIsExpanded();
  return (
    <div className="flex items-center gap-1" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
      {row.getCanExpand() ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-6"
          aria-expanded={expanded}
          aria-label={expanded ? t('collapse') : t('expand')}
          onClick={row.getToggleExpandedHandler()}
        >
          <ChevronRight className={cn('transition-transform', expanded && 'rotate-90')} aria-hidden />
        </Button>
      ) : (
        <span className="inline-block size-6 shrink-0" aria-hidden />
      )}
      {children}
    </div>
  );
}

/** Expands or collapses every row of a tree table. */
export function ExpandAllButton<TData extends RowData>({ table }: { table: SystemTable<TData> }) {
  const t = useTranslations('table');
  const all = table.getIsAllRowsExpanded();
  const Icon = all ? ChevronsDownUp : ChevronsUpDown;
  return (
    <Button variant="outline" size="sm" onClick={() => table.toggleAllRowsExpanded(!all)} data-testid="expand-all">
      <Icon aria-hidden />
      <span className="hidden sm:inline">{all ? t('collapseAll') : t('expandAll')}</span>
      <span className="sr-only sm:hidden">{all ? t('collapseAll') : t('expandAll')}</span>
    </Button>
  );
}
