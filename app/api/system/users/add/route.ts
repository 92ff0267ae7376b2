import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addUserSchema } from '@/lib/users/schema';
import { addUser } from '@/lib/users/service';
import { successWith } from '@/lib/api/respond';

// POST /api/system/users/add: creates a user; answers its id and, when the server chose it, the password.
export const POST = route(
  { permission: { path: '/system/user', action: 'add' }, body: addUserSchema },
  async ({ body, session, locale }) => successWith(locale, await addUser(body, locale, session)),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
