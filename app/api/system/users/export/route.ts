import { csvAnswer, csvResponse } from '@/lib/api/csv-export';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { exportUsersSchema, userExport } from '@/lib/users/export';

// POST /api/system/users/export: every user the list's filters match, as a streamed CSV download.
export const POST = route(
  { permission: { path: '/system/user' }, body: exportUsersSchema, responses: csvAnswer },
  async ({ body, session, locale }) => csvResponse('users', await userExport(body, locale, session), body.columns),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
