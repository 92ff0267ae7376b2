'use client';

import { useTable } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DemoSection } from '../demo-section';
import { useEmployeeColumns } from './employee-columns';
import { EmployeeTable } from './employee-table';
import { makeEmployees } from './employees';
import { demoFeatures } from './table-features';
import { TablePagination } from './table-pagination';
import { TableToolbar } from './table-toolbar';

const ROWS = 500;

/** 500 generated employees with every table feature of the demo. */
export function DataTableSection() {
  const t = useTranslations('page.component.table');
  const [data] = useState(() => makeEmployees(ROWS));
  const columns = useEmployeeColumns();
  const table = useTable({
    features: demoFeatures,
    columns,
    data,
    getRowId: (row) => row.id,
    globalFilterFn: 'fuzzy',
    sortDescFirst: false,
    getColumnCanGlobalFilter: (column) => column.id === 'id',
    initialState: {
      pagination: { pageIndex: 0, pageSize: 10 },
      columnVisibility: { email: false, city: false },
    },
  });

  return (
    <DemoSection title={t('features.title', { count: ROWS })} description={t('features.description')}>
      <TableToolbar table={table} />
      <EmployeeTable table={table} />
      <TablePagination table={table} />
    </DemoSection>
  );
}
