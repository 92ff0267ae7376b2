import { defineResource } from '@/lib/resource/definition';
import { addSsoproviderSchema, editSsoproviderSchema, listSsoprovidersSchema, ssoproviderOrderFields } from './schema';

/** Single sign-on providers added in the console (`/system/sso`, super only): a flat list paged by the server. */
export const ssoproviderResource = defineResource({
  api: 'system/ssoproviders',
  path: '/system/sso',
  messages: 'page.system.ssoprovider',
  name: 'ssoproviders',
  contract: { list: listSsoprovidersSchema, add: addSsoproviderSchema, edit: editSsoproviderSchema },
  orderFields: ssoproviderOrderFields,
  exports: true,
});
