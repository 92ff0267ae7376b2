import { success } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { editPermission } from '@/lib/permissions/mutations';
import { editPermissionSchema } from '@/lib/permissions/schema';

// POST /api/system/permissions/edit
export const POST = route(
  { permission: { path: '/system/permission', action: 'edit' }, body: editPermissionSchema },
  async ({ body, locale }) => {
    await editPermission(body, locale);
    return success(locale);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
