import { defineResource } from '@/lib/resource/definition';
import { keyOrderFields, listKeysSchema } from './schema';

/** API keys (`/system/key`): every key of the users in the data scope; revoking one ends it at once. */
export const keyResource = defineResource({
  api: 'system/keys',
  path: '/system/key',
  messages: 'page.system.key',
  name: 'keys',
  contract: { list: listKeysSchema },
  orderFields: keyOrderFields,
});
