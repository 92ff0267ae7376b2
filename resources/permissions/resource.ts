import { defineResource } from '@/lib/resource/definition';
import { addBrotherPermissionSchema, addChildPermissionSchema, editPermissionSchema, permissionFilterSchema } from './schema';

/**
 * Permissions (`/system/permission`): the menu tree with its actions. Every row at once (`GET`) is also
 * for the role and user pages, whose dialogs pick permissions.
 */
export const permissionResource = defineResource({
  api: 'system/permissions',
  path: '/system/permission',
  messages: 'page.system.permission',
  name: 'permissions',
  contract: { list: permissionFilterSchema, edit: editPermissionSchema, addChild: addChildPermissionSchema, addBrother: addBrotherPermissionSchema },
  readers: ['/system/role', '/system/user'],
  exports: true,
});
