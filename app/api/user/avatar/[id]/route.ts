import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { readAvatar } from '@/resources/files/avatar';
import { fileResponse } from '@/resources/files/download-route';

// GET /api/user/avatar/{id}: a user's avatar image (one's own, or a user inside one's data scope; else 404), inline, nosniff.
// A read while viewing as too: the view's scope bounds it (the viewed user's, within the viewer's).
export const GET = route({ permission: 'signed-in', viewAs: 'read', params: idParamsSchema, responses: { 404: 'No such user in scope, or no avatar.' } }, async ({ params, session }) => {
  const { row, data } = await readAvatar(session, params.id);
  // The page asks with `?v=<file id>`: a new avatar is a new URL, so the browser may keep this one a day.
  return fileResponse(row, data, true, 'private, max-age=86400');
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
