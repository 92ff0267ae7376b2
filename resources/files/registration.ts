import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { fileResource } from './resource';

export const files = registerResource({
  definition: fileResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000520', actions: ['add', 'edit', 'delete'], grantTo: ['super', 'admin'] },
});
