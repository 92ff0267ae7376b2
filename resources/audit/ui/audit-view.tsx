'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useDateTime } from '@/components/custom/date-time';
import type { NoValues } from '@/components/resource/form-spec';
import type { ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import type { auditResource } from '@/resources/audit/resource';
import { audit, auditFilterParams, type AuditEntryView, type AuditPage } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditDiffDialog } from './audit-diff-dialog';
import { auditFilterKeys, useAuditFilterFields } from './audit-filter-fields';
import { withRecordedNames } from './audit-labels';

function useAuditColumns(kit: ColumnKit<AuditEntryView>) {
  const locale = useLocale();
  return useMemo(() => auditColumns(kit, locale), [kit, locale]);
}

/** An entry's before and after; names from the page (the server's current ones, then what its snapshots recorded). */
function AuditDetail({ row, page, onClose }: { row: AuditEntryView; page: AuditPage; onClose: () => void }) {
  const locale = useLocale();
  const formatTime = useDateTime();
  const names = useMemo(() => withRecordedNames(page.names, page.list, locale), [page, locale]);
  return <AuditDiffDialog entry={row} names={names} time={formatTime(row.at, { seconds: true })} onClose={onClose} />;
}

/** /system/audit, declared for the kit: read-only, newest first, no status; Detail is the before and after. */
export const auditView: ResourceView<AuditEntryView, typeof auditResource, NoValues, AuditPage> = {
  client: audit,
  filters: auditFilterKeys,
  useFilterFields: useAuditFilterFields,
  toFilter: auditFilterParams,
  statusFilter: false,
  useColumns: useAuditColumns,
  rowLabel: (row) => `${row.username} ${row.action} ${row.entity} #${row.id}`,
  detailDialog: AuditDetail,
  detailInColumn: true,
  initialColumnVisibility: { endpoint: false },
  pageSize: 20,
};
