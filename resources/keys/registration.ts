import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { keyResource } from './resource';

export const keys = registerResource({
  definition: keyResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000519', actions: ['delete'], grantTo: ['super', 'admin'] },
  audit: {
    headers: { name: 'name', permissions: 'permissions', createdAt: 'createdAt', expiresAt: 'expiresAt' },
    name: 'name',
    owner: 'userId',
    record: 'page.system.key.auditRecord',
  },
});
