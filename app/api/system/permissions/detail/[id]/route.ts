import { notFound } from '@/lib/api/errors';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { permissionDetail } from '@/lib/permissions/service';

// GET /api/system/permissions/detail/{id}
export const GET = route(
  { permission: { path: '/system/permission' }, params: idParamsSchema },
  async ({ params, locale }) => {
    const permission = await permissionDetail(params.id, locale);
    if (!permission) throw notFound();
    return ok(permission);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
