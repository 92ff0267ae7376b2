import { csvAnswer, csvResponse } from '@/lib/api/csv-export';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { exportPermissionsSchema, permissionExport } from '@/lib/permissions/export';

// POST /api/system/permissions/export: every permission item the list's filters match, as a streamed CSV download.
export const POST = route(
  { permission: { path: '/system/permission' }, body: exportPermissionsSchema, responses: csvAnswer },
  async ({ body, locale }) => csvResponse('permissions', await permissionExport(body, locale), body.columns),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
