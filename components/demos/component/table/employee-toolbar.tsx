'use client';

import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import type { SystemTable } from '@/components/table/table-features';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { departments, roles, statuses, type Employee } from './employees';
import { FacetedFilter } from './faceted-filter';

const facets = [
  { id: 'status', values: statuses, prefix: 'status' },
  { id: 'department', values: departments, prefix: 'department' },
  { id: 'level', values: roles, prefix: 'level' },
] as const;

/** Live fuzzy search, faceted filters and reset (filtered as you type, in the browser); the column menu. */
export function EmployeeToolbar({ table }: { table: SystemTable<Employee> }) {
  const t = useTranslations('page.component.table');
  const filtered = table.state.columnFilters.length > 0 || !!table.state.globalFilter;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-64">
        <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
        <Input
          value={String(table.state.globalFilter ?? '')}
          onChange={(e) => table.setGlobalFilter(e.target.value)}
          placeholder={t('search')}
          aria-label={t('search')}
          className="h-8 pl-8"
          data-testid="table-search"
        />
      </div>
      {facets.map((f) => {
        const column = table.getColumn(f.id);
        return column ? (
          <FacetedFilter
            key={f.id}
            column={column}
            title={t(`columns.${f.id}`)}
            options={f.values.map((value) => ({ value, label: t(`${f.prefix}.${value}`) }))}
          />
        ) : null;
      })}
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() => {
            table.resetColumnFilters();
            table.setGlobalFilter('');
          }}
        >
          {t('reset')} <X />
        </Button>
      ) : null}
      <div className="ml-auto">
        <ColumnVisibilityMenu table={table} />
      </div>
    </div>
  );
}
