import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { userResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const users = registerResource({
  definition: userResource,
  messages: { en, zh },
  audit: {
    headers: { username: 'userName', name: 'name', email: 'email', phone: 'phone', group: 'groupName', status: 'status', roles: 'roles', permissions: 'permissions' },
    references: { group: 'groups', roles: 'roles', permissions: 'permissions' },
    name: 'username',
    owner: 'id',
    record: 'page.system.user.auditRecord',
  },
});
