'use client';

import { useTranslations } from 'next-intl';
import { DemoHeader } from '../demo-section';
import { DataTableSection } from './data-table-section';
import { VirtualTable } from './virtual-table';

/** /component/table: TanStack Table v9 features, then a 10,000-row virtualized table. */
export function TableDemo() {
  const t = useTranslations('page.component.table');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DemoHeader title={t('title')} description={t('description')} />
      <DataTableSection />
      <VirtualTable />
    </div>
  );
}
