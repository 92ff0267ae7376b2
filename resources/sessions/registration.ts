import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { sessionResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const sessions = registerResource({
  definition: sessionResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000506', order: 5, actions: ['delete'], grantTo: ['super', 'admin'], created: fixturesDate },
  audit: {
    headers: { address: 'address', currentRole: 'currentRole', createdAt: 'signedInAt' },
    owner: 'userId',
    record: 'page.system.session.auditRecord',
  },
});
