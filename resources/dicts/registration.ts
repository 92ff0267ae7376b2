import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { dictResource } from './resource';

/**
 * Dictionaries and their values: one audit entity (`dicts`); a value's snapshot carries its dictionary's id
 * as a plain value (the audit answer names permissions, roles and groups only: lib/trail).
 */
export const dicts = registerResource({
  definition: dictResource,
  messages: { en, zh },
  menu: { parent: '/system', id: '000535', actions: ['add', 'edit', 'delete'], grantTo: ['super', 'admin'] },
});
