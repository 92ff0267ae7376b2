import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { accessResource } from './resource';

export const access = registerResource({
  definition: accessResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000529', actions: [], grantTo: ['super', 'admin'] },
});
