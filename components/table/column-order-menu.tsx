'use client';

import type { RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenuItem, DropdownMenuSeparator, DropdownMenuSub, DropdownMenuSubContent, DropdownMenuSubTrigger } from '@/components/ui/dropdown-menu';
import { useColumnLabel } from './column-label';
import type { SystemTable } from './table-features';

/** The columns' ids in the order shown, hidden ones included. */
export function orderedColumnIds<TData extends RowData>(table: SystemTable<TData>): string[] {
  return table
    .getOrderColumnsFn()(table.getAllLeafColumns())
    .map((column) => column.id);
}

/**
 * The column menu's "Column order": each named column (`meta.label`; the selection and actions columns
 * keep their places) moves up or down a place; every button is a menu item, so the arrow keys reach them.
 */
export function ColumnOrderMenu<TData extends RowData>({ table }: { table: SystemTable<TData> }) {
  const t = useTranslations('table');
  const label = useColumnLabel();
  const ids = orderedColumnIds(table);
  const movable = ids.flatMap((id) => {
    const column = table.getColumn(id);
    return column?.columnDef.meta?.label === undefined ? [] : [column];
  });
  const move = (index: number, by: -1 | 1) => {
    const a = movable[index];
    const b = movable[index + by];
    if (!a || !b) return;
    const next = [...ids];
    next[ids.indexOf(a.id)] = b.id;
    next[ids.indexOf(b.id)] = a.id;
    table.setColumnOrder(next);
  };
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger data-testid="column-order">{t('columnOrder')}</DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="min-w-52">
        {movable.map((column, index) => {
          const name = label(column);
          return (
            <div key={column.id} className="flex items-center gap-1 pl-2 text-sm" data-testid={`column-order-${column.id}`}>
              <span className="flex-1 truncate">{name}</span>
              <DropdownMenuItem aria-label={t('moveUp', { column: name })} disabled={index === 0} onSelect={(event) => (event.preventDefault(), move(index, -1))}>
                <ArrowUp aria-hidden />
              </DropdownMenuItem>
              <DropdownMenuItem aria-label={t('moveDown', { column: name })} disabled={index === movable.length - 1} onSelect={(event) => (event.preventDefault(), move(index, 1))}>
                <ArrowDown aria-hidden />
              </DropdownMenuItem>
            </div>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => table.resetColumnOrder()}>{t('resetOrder')}</DropdownMenuItem>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
