import { fixturesDate, registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { signinResource } from './resource';

// Its menu item and actions keep the ids, place and date of the first seed (data/seed.json had them).
export const signins = registerResource({
  definition: signinResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000507', order: 6, actions: [], grantTo: ['super', 'admin'], created: fixturesDate },
});
