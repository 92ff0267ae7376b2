'use client';

import type { RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { downloadCsv, tableToCsv } from './csv';
import type { SystemTable } from './table-features';

/** Downloads the table's current view (visible columns, filtered rows) as `<filename>-<date>.csv`. */
export function ExportCsvButton<TData extends RowData>({ table, filename }: { table: SystemTable<TData>; filename: string }) {
  const t = useTranslations('table');
  const rows = table.getCoreRowModel().rows.length;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rows === 0}
      data-testid="export-csv"
      onClick={() => downloadCsv(`${filename}-${new Date().toISOString().slice(0, 10)}`, tableToCsv(table))}
    >
      <Download aria-hidden />
      <span className="hidden sm:inline">{t('export')}</span>
      <span className="sr-only sm:hidden">{t('export')}</span>
    </Button>
  );
}
