import { ok, success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { idListSchema } from '@/lib/api/schemas';
import { deleteGroups } from '@/lib/groups/mutations';
import { groupFilterSchema } from '@/lib/groups/schema';
import { listGroups } from '@/lib/groups/service';

// POST /api/system/groups
export const POST = route(
  { permission: { path: '/system/group' }, body: groupFilterSchema },
  async ({ body, locale }) => ok(await listGroups(body, locale)),
);

// DELETE /api/system/groups
export const DELETE = route(
  { permission: { path: '/system/group', action: 'delete' }, body: idListSchema },
  async ({ body, locale }) => {
    await deleteGroups(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods({ POST, DELETE });
