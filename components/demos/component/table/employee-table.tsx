'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { ColumnHeader, reorder } from './column-header';
import type { DemoTable } from './table-features';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The paginated table: grouped headers, sortable leaf headers, columns reordered by dragging a
 * header onto another in the same group.
 */
export function EmployeeTable({ table }: { table: DemoTable }) {
  const t = useTranslations('page.component.table');
  const [dragging, setDragging] = useState<{ id: string; group: string | undefined } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const rows = table.getRowModel().rows;
  const groups = table.getHeaderGroups();

  return (
    <div className="overflow-hidden rounded-md border">
      <Table aria-label={t('tableLabel')} data-testid="employee-table">
        <TableHeader className="bg-muted/40">
          {groups.map((group, depth) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const leaf = depth === groups.length - 1 && !header.isPlaceholder;
                const column = header.column;
                const droppable = leaf && !!dragging && dragging.id !== column.id && dragging.group === column.parent?.id;
                const sorted = column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    aria-sort={leaf && sorted ? ariaSort[sorted] : undefined}
                    className={cn(
                      !leaf && !header.isPlaceholder && 'text-muted-foreground border-b text-center text-xs font-medium tracking-wide uppercase',
                      header.colSpan > 1 && 'border-x',
                      column.columnDef.meta?.className?.includes('text-right') && leaf && '[&>div]:justify-end',
                      over === column.id && droppable && 'bg-primary/10',
                      dragging?.id === column.id && 'opacity-50',
                    )}
                    draggable={leaf && !!column.parent}
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', column.id);
                      setDragging({ id: column.id, group: column.parent?.id });
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    onDragOver={(e) => {
                      if (!droppable) return;
                      e.preventDefault();
                      setOver(column.id);
                    }}
                    onDragLeave={() => setOver((o) => (o === column.id ? null : o))}
                    onDrop={(e) => {
                      e.preventDefault();
                      if (droppable && dragging) table.setColumnOrder(reorder(table, dragging.id, column.id));
                      setDragging(null);
                      setOver(null);
                    }}
                  >
                    {header.isPlaceholder ? (
                      // A grouping row's empty cell above an ungrouped column: named for screen readers, not shown.
                      <span className="sr-only">{column.columnDef.meta?.label ?? column.id}</span>
                    ) : leaf ? (
                      <ColumnHeader table={table} header={header}>
                        <table.FlexRender header={header} />
                      </ColumnHeader>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={table.getVisibleLeafColumns().length} className="text-muted-foreground h-24 text-center">
                {t('noResults')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-row-id={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
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
