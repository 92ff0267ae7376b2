'use client';

import type { RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import type { SystemTable } from '@/components/table/table-features';
import type { ResourceDefinition } from '@/lib/resource/definition';
import { ExportCsvButton } from './export-csv-button';

/**
 * Export CSV and Excel for a resource whose definition `exports`: posts the list's filters and sort (no paging)
 * to `/api/<api>/export` and says how many rows arrived (`<messages>.exported`).
 */
export function ResourceExportButton<Row extends RowData>({
  definition,
  table,
  filter,
  disabled,
}: {
  definition: ResourceDefinition;
  table: SystemTable<Row>;
  filter: object;
  disabled?: boolean;
}) {
  const t = useTranslations(definition.messages);
  if (!definition.exports) return null;
  const common = { table, path: `${definition.api}/export`, filter, filename: definition.name, exported: (count: number) => t('exported', { count }), disabled };
  return (
    <>
      <ExportCsvButton {...common} />
      <ExportCsvButton {...common} format="xlsx" />
    </>
  );
}
