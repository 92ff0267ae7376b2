import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { auditResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const audit = registerResource({
  definition: auditResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000505', order: 4, actions: [], grantTo: ['super', 'admin'], created: fixturesDate },
});
