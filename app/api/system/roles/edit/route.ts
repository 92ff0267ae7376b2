import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { editRoleSchema } from '@/lib/roles/schema';
import { editRole } from '@/lib/roles/service';

// POST /api/system/roles/edit: edits the fields present; `permissions` replaces the role's ids.
export const POST = route(
  { permission: { path: '/system/role', action: 'edit' }, body: editRoleSchema },
  async ({ body, session, locale }) => {
    await editRole(body, locale, session);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
