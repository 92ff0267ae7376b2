import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { addBrotherPermission } from '@/lib/permissions/mutations';
import { addBrotherPermissionSchema } from '@/lib/permissions/schema';

// POST /api/system/permissions/addBrother
export const POST = route(
  { permission: { path: '/system/permission', action: 'add' }, body: addBrotherPermissionSchema },
  async ({ body, locale }) => {
    await addBrotherPermission(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
