import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { listAudit } from '@/lib/audit/list';
import { referenceNames } from '@/lib/audit/names';
import { auditQuerySchema } from '@/lib/audit/schema';

// GET /api/system/audit: one page of the audit trail (newest first), the filtered total, and the
// current names of the permissions, roles and groups its snapshots refer to.
export const GET = route(
  { permission: { path: '/system/audit' }, query: auditQuerySchema },
  async ({ query, locale }) => {
    const page = await listAudit(query);
    return ok({ ...page, names: await referenceNames(page.list, locale) });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
