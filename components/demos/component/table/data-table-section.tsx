'use client';

import { useTable } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectionBar } from '@/components/table/selection-bar';
import { systemFeatures } from '@/components/table/table-features';
import { TablePagination } from '@/components/table/table-pagination';
import { DemoSection } from '../demo-section';
import { useEmployeeColumns } from './employee-columns';
import { EmployeeTable } from './employee-table';
import { EmployeeToolbar } from './employee-toolbar';
import { makeEmployees } from './employees';

const ROWS = 500;

/**
 * 500 generated employees on the shared table pieces, filtered, sorted (Shift for several columns),
 * reordered and paged in the browser.
 */
export function DataTableSection() {
  const t = useTranslations('page.component.table');
  const [data] = useState(() => makeEmployees(ROWS));
  const columns = useEmployeeColumns();
  const table = useTable({
    features: systemFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
    globalFilterFn: 'fuzzy',
    sortDescFirst: false,
    // The global search reads the hidden `search` column: every field of the row at once.
    getColumnCanGlobalFilter: (column) => column.id === 'search',
    initialState: {
      pagination: { pageIndex: 0, pageSize: 10 },
      columnVisibility: { search: false, email: false, city: false },
    },
  });
  const { pageIndex, pageSize } = table.state.pagination;

  return (
    <DemoSection title={t('features.title', { count: ROWS })} description={t('features.description')}>
      <EmployeeToolbar table={table} />
      <SelectionBar table={table} canDelete={false} onDelete={() => undefined} />
      <EmployeeTable table={table} />
      <TablePagination
        page={pageIndex + 1}
        size={pageSize}
        total={table.getFilteredRowModel().rows.length}
        onPageChange={(page) => table.setPageIndex(page - 1)}
        onSizeChange={(size) => table.setPageSize(size)}
      />
    </DemoSection>
  );
}
