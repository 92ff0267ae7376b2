import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { settingResource } from './resource';

export const settings = registerResource({
  definition: settingResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000509', actions: ['edit', 'delete'], grantTo: ['super'] },
});
