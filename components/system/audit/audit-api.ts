import type { AuditEntity, Snapshot } from '@/lib/audit/entities';
import type { ReferenceNames } from '@/lib/audit/reference-fields';
import { apiRequest } from '@/lib/client/api';

/** An entry as GET /api/system/audit answers it (`at` is an ISO instant). */
export interface AuditEntryView {
  id: number;
  at: string;
  userId: string;
  username: string;
  method: string;
  endpoint: string;
  entity: AuditEntity;
  action: string;
  ids: string[];
  before: Snapshot;
  after: Snapshot;
}

export interface AuditFilter {
  page: number;
  size: number;
  user: string;
  entity: string;
  /** local days (`YYYY-MM-DD`), sent as the instants their local day starts and ends */
  from: string;
  to: string;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
};

/** The instant a local day (`YYYY-MM-DD`) starts or ends, or undefined for anything else (a hand-edited URL). */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The filters as the API takes them (no paging): the list's query and the export's body. */
export function auditFilterParams(filter: Omit<AuditFilter, 'page' | 'size'>): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.user) params.user = filter.user;
  if (filter.entity) params.entity = filter.entity;
  const from = dayBound(filter.from, false);
  const to = dayBound(filter.to, true);
  if (from) params.from = from;
  if (to) params.to = to;
  return params;
}

function query(filter: AuditFilter): string {
  return new URLSearchParams({ page: String(filter.page), size: String(filter.size), ...auditFilterParams(filter) }).toString();
}

export interface AuditPage {
  list: AuditEntryView[];
  total: number;
  totalEstimated?: boolean;
  /** current names of the permissions, roles (by code) and groups the page's snapshots refer to */
  names: ReferenceNames;
}

const empty: AuditPage = { list: [], total: 0, names: { permissions: {}, roles: {}, groups: {} } };

export const auditApi = {
  // GET /api/system/audit
  list: async (filter: AuditFilter) =>
    (await apiRequest<AuditPage>(`system/audit?${query(filter)}`)).data ?? empty,
};
