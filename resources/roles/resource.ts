import { defineResource } from '@/lib/resource/definition';
import { addRoleSchema, editRoleSchema, listRolesSchema, roleOrderFields } from './schema';

/** Roles (`/system/role`): a flat list, paged by the server. */
export const roleResource = defineResource({
  api: 'system/roles',
  path: '/system/role',
  messages: 'page.system.role',
  name: 'roles',
  contract: { list: listRolesSchema, add: addRoleSchema, edit: editRoleSchema },
  orderFields: roleOrderFields,
  exports: true,
});
