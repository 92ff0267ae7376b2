import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { roleResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const roles = registerResource({
  definition: roleResource,
  messages: { en, zh },
  menu: {
    parent: '/system',
    id: '000501',
    order: 1,
    actions: [
      { action: 'add', id: '00050101' },
      { action: 'delete', id: '00050102' },
      { action: 'edit', id: '00050103' },
    ],
    grantTo: ['super', 'admin'],
    created: fixturesDate,
  },
  audit: {
    headers: { role: 'role', status: 'status', permissions: 'permissions' },
    references: { permissions: 'permissions' },
    referredBy: 'role',
    record: 'page.system.role.auditRecord',
  },
});
