'use client';

import { ResourcePage } from '@/components/resource/resource-page';
import { auditView } from './audit-view';

/** /system/audit: the audit trail on the resource kit (filters and paging in the URL); each entry's before/after in a dialog. */
export function AuditPage() {
  return <ResourcePage view={auditView} />;
}
