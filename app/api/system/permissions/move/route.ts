import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { movePermission } from '@/lib/permissions/mutations';
import { moveSchema } from '@/lib/tree/move-schema';

// POST /api/system/permissions/move
export const POST = route(
  { permission: { path: '/system/permission', action: 'edit' }, body: moveSchema },
  async ({ body, locale }) => {
    await movePermission(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
