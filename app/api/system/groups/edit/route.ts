import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { editGroup } from '@/lib/groups/mutations';
import { editGroupSchema } from '@/lib/groups/schema';

// POST /api/system/groups/edit
export const POST = route(
  { permission: { path: '/system/group', action: 'edit' }, body: editGroupSchema },
  async ({ body, locale }) => {
    await editGroup(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
