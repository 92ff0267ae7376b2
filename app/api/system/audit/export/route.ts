import { csvAnswer, csvResponse } from '@/lib/api/csv-export';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { exportAuditSchema, auditExport } from '@/lib/audit/export';

// POST /api/system/audit/export: every audit entry the list's filters match, as a streamed CSV download.
export const POST = route(
  { permission: { path: '/system/audit' }, body: exportAuditSchema, responses: csvAnswer },
  async ({ body, locale }) => csvResponse('audit', await auditExport(body, locale), body.columns),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
