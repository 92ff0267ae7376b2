'use client';

import { useMutation } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/client/api';
import { apiDownload, saveBlob } from '@/lib/client/download';
import { notify } from '@/lib/client/notify';
import { csvRecordCount } from '@/lib/csv';
import type { ExportFormat } from '@/lib/csv-export';
import type { SystemTable } from '@/components/table/table-features';

export interface ExportCsvButtonProps<TData extends RowData> {
  table: SystemTable<TData>;
  /** the export endpoint under /api, e.g. `system/users/export` */
  path: string;
  /** the list's filters and sort, without paging: the server exports every row they match */
  filter: object;
  /** the file's name when the server gives none */
  filename: string;
  /** the toast after a download: "Exported 24 users" */
  exported: (count: number) => string;
  disabled?: boolean;
  /** `xlsx`: an Excel workbook (its rows are not counted in the browser); CSV by default */
  format?: ExportFormat;
}

/**
 * Downloads every row matching the table's filters as CSV (or, with `format="xlsx"`, an Excel
 * workbook), built and streamed by the server, with the columns the table shows (a hidden column stays
 * out); then says how many data rows arrived (for a workbook, which file arrived).
 */
export function ExportCsvButton<TData extends RowData>({ table, path, filter, filename, exported, disabled, format = 'csv' }: ExportCsvButtonProps<TData>) {
  const t = useTranslations('table');
  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      const columns = table
        .getVisibleLeafColumns()
        .filter((column) => column.columnDef.meta?.label)
        .map((column) => column.id);
      const file = await apiDownload(path, { ...filter, ...(columns.length > 0 ? { columns } : {}), ...(format === 'xlsx' ? { format } : {}) }, `${filename}.${format}`);
      const rows = format === 'csv' ? Math.max(0, csvRecordCount(await file.blob.text()) - 1) : null;
      saveBlob(file.blob, file.filename);
      return { rows, name: file.filename, limit: Number(file.headers.get('x-export-limit')) };
    },
    onSuccess: ({ rows, name, limit }) => {
      if (rows === null) notify.success(t('exportedFile', { name }));
      else notify.success(limit > 0 && rows >= limit ? `${exported(rows)} ${t('exportLimit', { limit })}` : exported(rows));
    },
    onError: (error) => notify.error(errorText(error)),
  });
  return (
    <Button type="button" variant="outline" size="sm" disabled={disabled || isPending} aria-busy={isPending} data-testid={`export-${format}`} onClick={() => mutate()}>
      {format === 'xlsx' ? <FileSpreadsheet aria-hidden /> : <Download aria-hidden />}
      <span className="hidden sm:inline">{t(format === 'xlsx' ? 'exportXlsx' : 'export')}</span>
      <span className="sr-only sm:hidden">{t(format === 'xlsx' ? 'exportXlsx' : 'export')}</span>
    </Button>
  );
}
