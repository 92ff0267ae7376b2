import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { userResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const users = registerResource({
  definition: userResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000500', order: 0, actions: ['add', { action: 'delete', id: '00050002' }, { action: 'edit', id: '00050003' }], grantTo: ['super', 'admin'], created: fixturesDate },
  audit: {
    headers: { username: 'userName', name: 'name', email: 'email', phone: 'phone', group: 'groupName', status: 'status', roles: 'roles', permissions: 'permissions' },
    references: { group: 'groups', roles: 'roles', permissions: 'permissions' },
    name: 'username',
    owner: 'id',
    record: 'page.system.user.auditRecord',
  },
});
