import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { listAudit } from '@/lib/audit/list';
import { auditQuerySchema } from '@/lib/audit/schema';

// GET /api/system/audit: one page of the audit trail (newest first) and the filtered total.
export const GET = route(
  { permission: { path: '/system/audit' }, query: auditQuerySchema },
  async ({ query }) => ok(await listAudit(query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
