import { defineResource } from '@/lib/resource/definition';
import { addSsoruleSchema, editSsoruleSchema, listSsorulesSchema, ssoruleOrderFields } from './schema';

/** Ssorules (`/system/ssorule`): a flat list paged by the server. */
export const ssoruleResource = defineResource({
  api: 'system/ssorules',
  path: '/system/ssorule',
  messages: 'page.system.ssorule',
  name: 'ssorules',
  contract: { list: listSsorulesSchema, add: addSsoruleSchema, edit: editSsoruleSchema },
  orderFields: ssoruleOrderFields,
  exports: true,
});
