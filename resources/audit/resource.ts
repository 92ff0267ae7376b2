import { defineResource } from '@/lib/resource/definition';
import { auditQuerySchema } from './schema';

/** The audit trail (`/system/audit`): read-only, newest first, listed by query string. */
export const auditResource = defineResource({
  api: 'system/audit',
  path: '/system/audit',
  messages: 'page.system.audit',
  name: 'audit',
  readOnly: true,
  contract: { list: auditQuerySchema },
  listMethod: 'GET',
  exports: true,
});
