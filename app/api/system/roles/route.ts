import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { deleteRoles } from '@/lib/roles/delete';
import { listRoles } from '@/lib/roles/list';
import { listRolesSchema } from '@/lib/roles/schema';

// POST /api/system/roles: one filtered, sorted page of roles and the filtered total.
export const POST = route(
  { permission: { path: '/system/role' }, body: listRolesSchema },
  async ({ body, locale }) => ok(await listRoles(body, locale)),
);

// DELETE /api/system/roles: deletes the roles whose ids the body lists.
export const DELETE = route(
  { permission: { path: '/system/role', action: 'delete' }, body: idListSchema },
  async ({ body, session, locale }) => {
    await deleteRoles(body, session, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
