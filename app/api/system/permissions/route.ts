import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { deletePermissions } from '@/lib/permissions/mutations';
import { permissionFilterSchema } from '@/lib/permissions/schema';
import { allPermissions, listPermissions } from '@/lib/permissions/service';

const readPermission = { path: '/system/permission' };

// GET /api/system/permissions: also for the role and user pages, whose dialogs pick permissions.
export const GET = route(
  { permission: { path: ['/system/permission', '/system/role', '/system/user'] } },
  async ({ locale }) => ok(await allPermissions(locale)),
);

// POST /api/system/permissions
export const POST = route(
  { permission: readPermission, body: permissionFilterSchema },
  async ({ body, locale }) => ok(await listPermissions(body, locale)),
);

// DELETE /api/system/permissions
export const DELETE = route(
  { permission: { path: '/system/permission', action: 'delete' }, body: idListSchema },
  async ({ body, locale }) => {
    await deletePermissions(body, locale);
    return success(locale);
  },
);

export const { PUT, PATCH, OPTIONS } = otherMethods({ GET, POST, DELETE });
