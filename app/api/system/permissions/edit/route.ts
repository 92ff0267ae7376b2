import { success } from '@/lib/api/respond';
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
