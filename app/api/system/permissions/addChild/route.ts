import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addChildPermission } from '@/lib/permissions/mutations';
import { addChildPermissionSchema } from '@/lib/permissions/schema';

// POST /api/system/permissions/addChild
export const POST = route(
  { permission: { path: '/system/permission', action: 'add' }, body: addChildPermissionSchema },
  async ({ body, locale }) => {
    await addChildPermission(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
