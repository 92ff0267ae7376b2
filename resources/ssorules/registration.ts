import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { ssoruleResource } from './resource';

export const ssorules = registerResource({
  definition: ssoruleResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000530', actions: ['add', 'edit', 'delete'], grantTo: ['super', 'admin'] },
});
