import { resourceClient, type Answered, type ResourcePageData } from '@/components/resource/resource-client';
import type { AuditEntry } from '@/resources/audit/list';
import type { ReferenceNames } from '@/resources/audit/reference-fields';
import { auditResource } from '@/resources/audit/resource';
import { localDayBound } from '@/lib/time/instant';

/** An entry as GET /api/system/audit answers it (`at` is an ISO instant). */
export type AuditEntryView = Answered<AuditEntry>;

/** One page of the trail, with the current names of the permissions, roles (by code) and groups its snapshots refer to. */
export interface AuditPage extends ResourcePageData<AuditEntryView> {
  names: ReferenceNames;
}

/** The audit trail in the browser: read-only, listed by query string. */
export const audit = resourceClient<AuditEntryView, typeof auditResource, AuditPage>(auditResource, {
  empty: { list: [], total: 0, names: { permissions: {}, roles: {}, groups: {} } },
});

/**
 * The URL's filters as the API takes them (no paging): the list's query and the export's body. The
 * dates are local days, sent as the instants their local day starts and ends.
 */
export function auditFilterParams(filters: Partial<Record<'user' | 'entity' | 'from' | 'to', string>>): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.user) params.user = filters.user;
  if (filters.entity) params.entity = filters.entity;
  const from = localDayBound(filters.from, false);
  const to = localDayBound(filters.to, true);
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}
