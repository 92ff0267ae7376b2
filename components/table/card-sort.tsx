'use client';

import type { RowData, Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { columnLabel } from './column-label';
import type { SystemFeatures } from './table-features';

const none = 'none';

/**
 * The cards' sort (a phone has no column headers to click): the table's own sorting, so the URL keeps it
 * as a header click would. Each sortable column ascending or descending, or the list's default order.
 */
export function CardSort<TData extends RowData>({ table }: { table: Table<SystemFeatures, TData> }) {
  const t = useTranslations('table');
  const columns = table.getVisibleLeafColumns().filter((column) => column.getCanSort());
  if (columns.length === 0) return null;
  const sorted = columns.find((column) => column.getIsSorted() !== false);
  const value = sorted ? `${sorted.id}:${sorted.getIsSorted()}` : none;
  const choose = (next: string) => {
    const [id, direction] = next.split(':');
    table.setSorting(next === none || !id ? [] : [{ id, desc: direction === 'desc' }]);
  };
  return (
    <Select value={value} onValueChange={choose}>
      <SelectTrigger size="sm" className="w-full" aria-label={t('sortBy')} data-testid="card-sort">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="text-muted-foreground">{t('sortBy')}</span>
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={none}>{t('sortNone')}</SelectItem>
        {columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <SelectItem key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {t(direction === 'asc' ? 'sortAscending' : 'sortDescending', { column: columnLabel(column) })}
            </SelectItem>
          )),
        )}
      </SelectContent>
    </Select>
  );
}
