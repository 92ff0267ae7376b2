import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { groupResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const groups = registerResource({ definition: groupResource, messages: { en, zh } });
