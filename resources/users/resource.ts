import { defineResource } from '@/lib/resource/definition';
import { addUserSchema, editUserSchema, listUsersSchema, userOrderFields } from './schema';

/** Users (`/system/user`): a flat list, paged by the server, scoped by the session's data scope. */
export const userResource = defineResource({
  api: 'system/users',
  path: '/system/user',
  messages: 'page.system.user',
  name: 'users',
  contract: { list: listUsersSchema, add: addUserSchema, edit: editUserSchema },
  orderFields: userOrderFields,
  exports: true,
});
