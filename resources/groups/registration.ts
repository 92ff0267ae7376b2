import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { groupResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const groups = registerResource({
  definition: groupResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000504', order: 3, actions: ['add', 'delete', 'edit'], grantTo: ['super', 'admin'], created: fixturesDate },
  audit: {
    headers: { parentId: 'parentGroup', order: 'order', status: 'status' },
    references: { parentId: 'groups' },
    record: 'page.system.group.auditRecord',
  },
});
