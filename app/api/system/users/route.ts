import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { deleteUsers } from '@/lib/users/delete';
import { listUsers } from '@/lib/users/list';
import { listUsersSchema } from '@/lib/users/schema';

// POST /api/system/users: one filtered, sorted page of users and the filtered total.
export const POST = route(
  { permission: { path: '/system/user' }, body: listUsersSchema },
  async ({ body, session, locale }) => ok(await listUsers(body, locale, session)),
);

// DELETE /api/system/users: deletes the users whose ids the body lists.
export const DELETE = route(
  { permission: { path: '/system/user', action: 'delete' }, body: idListSchema },
  async ({ body, session, locale }) => {
    await deleteUsers(body, session, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
