'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import type { SystemFeatures } from '@/components/table/table-features';
import { useSystemTable } from '@/components/table/use-system-table';
import { cn } from '@/lib/utils';
import { DemoSection } from '../demo-section';
import { makeEmployees, type Employee } from './employees';
import { EmployeeStatusBadge } from './employee-columns';

const ROWS = 10_000;
const getRowId = (row: Employee) => row.id;
const ROW_HEIGHT = 40;
const helper = createColumnHelper<SystemFeatures, Employee>();
/** Column widths in px; the name column takes the rest. */
const grid = 'grid grid-cols-[6.5rem_minmax(10rem,1fr)_8rem_7rem_4rem_6rem] min-w-[42rem]';

/** 10,000 rows: only the rows in view (plus a few) are in the DOM. Click a header to sort. */
export function VirtualTable() {
  const t = useTranslations('page.component.table');
  const format = useFormatter();
  const [data] = useState(() => makeEmployees(ROWS, 7));
  const scrollRef = useRef<HTMLDivElement>(null);

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', { header: t('columns.id'), cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
        helper.accessor((row) => `${row.firstName} ${row.lastName}`, { id: 'name', header: t('columns.name') }),
        helper.accessor('department', { header: t('columns.department'), cell: (c) => t(`department.${c.getValue()}`) }),
        helper.accessor('status', { header: t('columns.status'), cell: (c) => <EmployeeStatusBadge status={c.getValue()} /> }),
        helper.accessor('age', { header: t('columns.age'), meta: { className: 'justify-end tabular-nums' } }),
        helper.accessor('salary', {
          header: t('columns.salary'),
          cell: (c) => format.number(c.getValue(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
          meta: { className: 'justify-end tabular-nums' },
        }),
      ]),
    [t, format],
  );
  const table = useSystemTable({ data, columns, getRowId });
  const rows = table.getRowModel().rows;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's measurements change every scroll; this component must re-render rather than be memoized by the compiler
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });

  return (
    <DemoSection title={t('virtual.title', { count: ROWS })} description={t('virtual.description')}>
      <div
        ref={scrollRef}
        className="relative h-[28rem] overflow-auto rounded-md border [overflow-anchor:none]"
        data-testid="virtual-scroll"
        tabIndex={0}
        role="table"
        aria-label={t('virtual.label')}
        aria-rowcount={rows.length + 1}
      >
        <div role="rowgroup" className="bg-muted/95 supports-[backdrop-filter]:bg-muted/80 sticky top-0 z-10 border-b backdrop-blur">
          {table.getHeaderGroups().map((group) => (
            <div key={group.id} role="row" className={cn(grid, 'h-10 items-center')}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                // The header cell carries the role; the sort button sits inside it (a button may not be a columnheader).
                return (
                  <div
                    key={header.id}
                    role="columnheader"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn('flex h-full', header.column.columnDef.meta?.className)}
                  >
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="text-foreground flex h-full w-full items-center gap-1 px-3 text-left text-sm font-medium"
                    >
                      <table.FlexRender header={header} />
                      {sorted === 'asc' ? <ArrowUp className="size-3.5" /> : sorted === 'desc' ? <ArrowDown className="size-3.5" /> : null}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div role="rowgroup" className="relative min-w-[42rem]" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={row.id}
                role="row"
                aria-rowindex={item.index + 2}
                data-row-id={row.id}
                className={cn(grid, 'hover:bg-muted/50 absolute inset-x-0 top-0 items-center border-b text-sm')}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {row.getAllCells().map((cell) => (
                  <div key={cell.id} role="cell" className={cn('flex min-w-0 items-center truncate px-3', cell.column.columnDef.meta?.className)}>
                    <table.FlexRender cell={cell} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <p className="text-muted-foreground text-sm" data-testid="virtual-stats">
        {t('virtual.stats', { total: rows.length, rendered: virtualizer.getVirtualItems().length })}
      </p>
    </DemoSection>
  );
}
