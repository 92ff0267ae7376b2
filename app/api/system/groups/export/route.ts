import { csvAnswer, csvResponse } from '@/lib/api/csv-export';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { exportGroupsSchema, groupExport } from '@/lib/groups/export';

// POST /api/system/groups/export: every group the list's filters match, as a streamed CSV download.
export const POST = route(
  { permission: { path: '/system/group' }, body: exportGroupsSchema, responses: csvAnswer },
  async ({ body, locale }) => csvResponse('groups', await groupExport(body, locale), body.columns),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
