import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addBrotherGroup } from '@/lib/groups/mutations';
import { addBrotherGroupSchema } from '@/lib/groups/schema';

// POST /api/system/groups/addBrother
export const POST = route(
  { permission: { path: '/system/group', action: 'add' }, body: addBrotherGroupSchema },
  async ({ body, locale }) => {
    await addBrotherGroup(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
