'use client';

import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Columns3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useColumnLabel } from './column-label';
import { ColumnOrderMenu } from './column-order-menu';
import type { SystemTable } from './table-features';

/** Shows or hides the table's hideable columns (each named by its `meta.label`) and orders them. `children`: more items below. */
export function ColumnVisibilityMenu<TData extends RowData>({ table, children }: { table: SystemTable<TData>; children?: ReactNode }) {
  const t = useTranslations('table');
  const label = useColumnLabel();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="column-menu">
          <Columns3 aria-hidden />
          <span className="hidden sm:inline">{t('columns')}</span>
          <span className="sr-only sm:hidden">{t('columns')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>{t('toggleColumns')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(value) => column.toggleVisibility(value === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {label(column)}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <ColumnOrderMenu table={table} />
        {children && <DropdownMenuSeparator />}
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
