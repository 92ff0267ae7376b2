import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { roleDetail } from '@/lib/roles/view';

// GET /api/system/roles/detail/{id}: one role with its permission ids.
export const GET = route(
  { permission: { path: '/system/role' }, params: idParamsSchema },
  async ({ params, locale }) => ok(await roleDetail(params.id, locale)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
