import { defineResource } from '@/lib/resource/definition';
import { addDictSchema, addDictValueSchema, dictOrderFields, dictValueOrderFields, editDictSchema, editDictValueSchema, listDictsSchema, listDictValuesSchema } from './schema';

/** Dictionaries (`/system/dict`): a flat list paged by the server. */
export const dictResource = defineResource({
  api: 'system/dicts',
  path: '/system/dict',
  messages: 'page.system.dict',
  name: 'dicts',
  contract: { list: listDictsSchema, add: addDictSchema, edit: editDictSchema },
  orderFields: dictOrderFields,
  exports: true,
});

/**
 * A dictionary's values (`/api/system/dicts/values`): the same page and permission as the dictionaries,
 * served by the dicts' server.ts (not a registry line of its own), and audited as the entity `dicts`.
 */
export const dictValueResource = defineResource({
  api: 'system/dicts/values',
  path: '/system/dict',
  messages: 'page.system.dict.values',
  name: 'dictValues',
  contract: { list: listDictValuesSchema, add: addDictValueSchema, edit: editDictValueSchema },
  orderFields: dictValueOrderFields,
});
