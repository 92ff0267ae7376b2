import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { moveGroup } from '@/lib/groups/mutations';
import { moveSchema } from '@/lib/tree/move-schema';

// POST /api/system/groups/move
export const POST = route(
  { permission: { path: '/system/group', action: 'edit' }, body: moveSchema },
  async ({ body, locale }) => {
    await moveGroup(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
