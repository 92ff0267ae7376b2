'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { ColumnVisibilityMenu } from '@/components/table/column-visibility-menu';
import { DataTable } from '@/components/table/data-table';
import { ExportCsvButton } from '@/components/resource/export-csv-button';
import { TablePagination } from '@/components/table/table-pagination';
import { useSystemTable } from '@/components/table/use-system-table';
import { useTableUrlState } from '@/components/table/use-table-url-state';
import { auditApi, auditFilterParams, auditKeys, type AuditEntryView } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditDiffDialog } from './audit-diff-dialog';
import { AuditFilters } from './audit-filters';
import { withRecordedNames } from './audit-labels';

const filterKeys = ['user', 'entity', 'from', 'to'] as const;
const getRowId = (row: AuditEntryView) => String(row.id);

/** /system/audit: the audit trail, newest first, filtered and paged in the URL; each entry's before/after in a dialog. */
export function AuditPage() {
  const t = useTranslations();
  const format = useFormatter();
  const url = useTableUrlState(filterKeys, 20);
  const filter = { ...url.filters, page: url.page, size: url.size };
  const list = useQuery({ queryKey: auditKeys.list(filter), queryFn: () => auditApi.list(filter), placeholderData: keepPreviousData });
  const [viewing, setViewing] = useState<AuditEntryView | null>(null);
  const locale = useLocale();
  const names = useMemo(() => list.data && withRecordedNames(list.data.names, list.data.list, locale), [list.data, locale]);
  const formatTime = useCallback(
    (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium' }),
    [format],
  );
  const columns = useMemo(() => auditColumns({ t: (key, values) => t(key, values), formatTime, onView: setViewing }), [t, formatTime]);
  const table = useSystemTable({ data: list.data?.list, columns, getRowId, initialColumnVisibility: { endpoint: false } });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('menu.system.audit')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.system.audit.description')}</p>
      </div>
      <AuditFilters key={JSON.stringify(url.filters)} values={url.filters} onSearch={(values) => url.setFilters(values)} onReset={url.reset}>
        <ColumnVisibilityMenu table={table} />
        <ExportCsvButton
          table={table}
          path="system/audit/export"
          filter={auditFilterParams(url.filters)}
          filename="audit"
          exported={(count) => t('page.system.audit.exported', { count })}
          disabled={list.data?.total === 0}
        />
      </AuditFilters>
      <DataTable table={table} loading={list.isPending} label={t('menu.system.audit')} />
      <TablePagination page={url.page} size={url.size} total={list.data?.total ?? 0} totalEstimated={list.data?.totalEstimated} onPageChange={url.setPage} onSizeChange={url.setSize} />
      {viewing && names && <AuditDiffDialog entry={viewing} names={names} time={formatTime(viewing.at)} onClose={() => setViewing(null)} />}
    </div>
  );
}
