import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addRoleSchema } from '@/lib/roles/schema';
import { addRole } from '@/lib/roles/service';

// POST /api/system/roles/add: creates a role with its permission ids.
export const POST = route(
  { permission: { path: '/system/role', action: 'add' }, body: addRoleSchema },
  async ({ body, session, locale }) => {
    await addRole(body, locale, session);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
