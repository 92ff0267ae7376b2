import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { permissionResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const permissions = registerResource({
  definition: permissionResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000503', order: 2, actions: ['add', 'delete', 'edit'], grantTo: ['super', 'admin'], created: fixturesDate },
  audit: {
    headers: { parentId: 'parentPermission', order: 'order', path: 'path', type: 'type', action: 'action', icon: 'icon', status: 'status' },
    references: { parentId: 'permissions' },
    values: {
      type: { menu: 'dict.permissionType.menu', action: 'dict.permissionType.action', function: 'dict.permissionType.function', api: 'dict.permissionType.api' },
      action: { add: 'dict.permissionAction.add', edit: 'dict.permissionAction.edit', delete: 'dict.permissionAction.delete' },
    },
    record: 'page.system.permission.auditRecord',
  },
});
