import { registerResource } from '@/lib/resource/registration';
import en from './messages.en.json';
import zh from './messages.zh.json';
import { auditResource } from './resource';

// Its menu item comes with the seed (data/), like the rest of the system menu.
export const audit = registerResource({ definition: auditResource, messages: { en, zh } });
