import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { ssoproviderResource } from './resource';

export const ssoproviders = registerResource({
  definition: ssoproviderResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000531', actions: ['add', 'edit', 'delete'], grantTo: ['super'] },
});
