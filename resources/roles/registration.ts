import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { roleResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const roles = registerResource({
  definition: roleResource,
  messages: { en, zh },
  audit: {
    headers: { role: 'role', status: 'status', permissions: 'permissions' },
    references: { permissions: 'permissions' },
    referredBy: 'role',
    record: 'page.system.role.auditRecord',
  },
});
