import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { sessionResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const sessions = registerResource({
  definition: sessionResource,
  messages: { en, zh },
  audit: {
    headers: { address: 'address', currentRole: 'currentRole', createdAt: 'signedInAt' },
    owner: 'userId',
    record: 'page.system.session.auditRecord',
  },
});
