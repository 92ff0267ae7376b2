'use client';

import { createColumnHelper, type Row, type RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { selectColumnId } from './column-order';
import type { SystemFeatures, SystemTable } from './table-features';


/**
 * The selection column: a select-all checkbox in the header (checked, indeterminate or not) and one
 * per row. In a tree, selecting a row selects its descendants (a subtree is deleted together).
 */
export function selectColumn<TData extends RowData>() {
  return createColumnHelper<SystemFeatures, TData>().display({
    id: selectColumnId,
    enableHiding: false,
    enableSorting: false,
    meta: { className: 'w-8' },
    header: ({ table }) => <SelectAll table={table} />,
    cell: ({ row }) => <SelectRow row={row} />,
  });
}

function SelectAll<TData extends RowData>({ table }: { table: Pick<SystemTable<TData>, 'getIsAllRowsSelected' | 'getIsSomeRowsSelected' | 'toggleAllRowsSelected'> }) {
  const t = useTranslations('button');
  const checked = table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false;
  return (
    <Checkbox
      aria-label={t('selectAll')}
      data-testid="select-all"
      checked={checked}
      onCheckedChange={(value) => table.toggleAllRowsSelected(value === true)}
    />
  );
}

function SelectRow<TData extends RowData>({ row }: { row: Row<SystemFeatures, TData> }) {
  const t = useTranslations('table');
  return (
    <Checkbox
      aria-label={t('selectRow', { id: row.id })}
      checked={row.getIsSelected() ? true : row.getIsSomeSelected() ? 'indeterminate' : false}
      disabled={!row.getCanSelect()}
      onCheckedChange={(value) => row.toggleSelected(value === true)}
    />
  );
}
