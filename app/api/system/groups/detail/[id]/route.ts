import { notFound } from '@/lib/api/errors';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idParamsSchema } from '@/lib/api/schemas';
import { groupDetail } from '@/lib/groups/service';

// GET /api/system/groups/detail/{id}
export const GET = route(
  { permission: { path: '/system/group' }, params: idParamsSchema },
  async ({ params, locale }) => {
    const group = await groupDetail(params.id, locale);
    if (!group) throw notFound();
    return ok(group);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
