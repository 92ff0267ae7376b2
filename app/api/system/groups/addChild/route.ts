import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addChildGroup } from '@/lib/groups/mutations';
import { addChildGroupSchema } from '@/lib/groups/schema';

// POST /api/system/groups/addChild
export const POST = route(
  { permission: { path: '/system/group', action: 'add' }, body: addChildGroupSchema },
  async ({ body, locale }) => {
    await addChildGroup(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
