import { csvAnswer, csvResponse } from '@/lib/api/csv-export';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { exportRolesSchema, roleExport } from '@/lib/roles/export';

// POST /api/system/roles/export: every role the list's filters match, as a streamed CSV download.
export const POST = route(
  { permission: { path: '/system/role' }, body: exportRolesSchema, responses: csvAnswer },
  async ({ body, locale }) => csvResponse('roles', await roleExport(body, locale), body.columns),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
