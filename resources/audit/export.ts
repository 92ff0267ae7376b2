import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import type { ScopedSession } from '@/lib/scope/users';
import { dictLabel } from '@/lib/i18n/labels';
import { translate } from '@/lib/i18n/translate';
import { listAudit, type AuditEntry } from './list';
import { auditQuerySchema } from './schema';

/** The audit table's columns (its column ids), in its order; the before/after snapshots stay in the app. */
export const auditExportKeys = ['at', 'username', 'action', 'entity', 'ids', 'endpoint'] as const;

/** POST /api/system/audit/export: the list's filters as a JSON body, no paging. */
export const exportAuditSchema = exportSchema(auditQuerySchema.omit({ page: true, size: true, exactTotal: true }), auditExportKeys);
export type ExportAuditInput = z.infer<typeof exportAuditSchema>;

/** Every entry the list shows the session for these filters (its data scope too), newest first. Times are ISO 8601 instants in UTC (the reader's zone is unknown). */
export async function auditExport(input: ExportAuditInput, session: ScopedSession, locale: Locale): Promise<CsvExport<AuditEntry>> {
  const h = (key: string) => translate(locale, `page.system.audit.header.${key}`);
  const columns: CsvColumn<AuditEntry>[] = [
    { key: 'at', label: h('time'), value: (e) => e.at.toISOString() },
    { key: 'username', label: h('user'), value: (e) => e.username },
    { key: 'action', label: h('action'), value: (e) => dictLabel(locale, 'page.system.audit.action', e.action) },
    { key: 'entity', label: h('entity'), value: (e) => dictLabel(locale, 'page.system.audit.entity', e.entity) },
    { key: 'ids', label: h('ids'), value: (e) => e.ids.join(', ') },
    { key: 'endpoint', label: h('endpoint'), value: (e) => `${e.method} ${e.endpoint}` },
  ];
  // Entries written while the export pages would push later pages down (newest first): stop at its start.
  const filter = { ...input, to: input.to ?? new Date().toISOString(), exactTotal: false };
  return { columns, batches: pagedBatches(async (page, size) => (await listAudit({ ...filter, page, size }, session)).list) };
}
