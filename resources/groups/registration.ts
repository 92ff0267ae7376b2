import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { groupResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const groups = registerResource({
  definition: groupResource,
  messages: { en, zh },
  audit: {
    headers: { parentId: 'parentGroup', order: 'order', status: 'status' },
    references: { parentId: 'groups' },
    record: 'page.system.group.auditRecord',
  },
});
