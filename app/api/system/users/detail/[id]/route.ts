import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { userDetail } from '@/lib/users/view';

// GET /api/system/users/detail/{id}: one user with roles, group and permission ids.
export const GET = route(
  { permission: { path: '/system/user' }, params: idParamsSchema },
  async ({ params, session, locale }) => ok(await userDetail(params.id, locale, session)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
