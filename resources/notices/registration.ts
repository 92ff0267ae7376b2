import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { noticeResource } from './resource';

export const notices = registerResource({
  definition: noticeResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000508', actions: ['add', 'edit', 'delete'], grantTo: ['super', 'admin'] },
  dashboard: true,
});
