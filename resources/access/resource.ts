import { defineResource } from '@/lib/resource/definition';
import { listAccessUsersSchema } from './schema';

/** The access inspector (`/system/access`, issue 29): who can do what, and why. Read-only. */
export const accessResource = defineResource({
  api: 'system/access',
  path: '/system/access',
  messages: 'page.system.access',
  name: 'access',
  readOnly: true,
  contract: { list: listAccessUsersSchema },
});
