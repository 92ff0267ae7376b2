import { defineResource } from '@/lib/resource/definition';
import { listSessionsSchema, sessionOrderFields } from './schema';

/** Online sessions (`/system/session`): a flat list in the data scope; removing one signs it out. */
export const sessionResource = defineResource({
  api: 'system/sessions',
  path: '/system/session',
  messages: 'page.system.session',
  name: 'sessions',
  contract: { list: listSessionsSchema },
  orderFields: sessionOrderFields,
});
