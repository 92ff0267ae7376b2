import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { editUserSchema } from '@/lib/users/schema';
import { editUser } from '@/lib/users/service';

// POST /api/system/users/edit: edits the fields present (status toggles send `{id, status}`).
export const POST = route(
  { permission: { path: '/system/user', action: 'edit' }, body: editUserSchema },
  async ({ body, session, locale }) => {
    await editUser(body, locale, session);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
