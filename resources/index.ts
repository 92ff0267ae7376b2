import { access } from './access/registration';
import { audit } from './audit/registration';
import { groups } from './groups/registration';
import { keys } from './keys/registration';
import { notices } from './notices/registration';
import { permissions } from './permissions/registration';
import { roles } from './roles/registration';
import { sessions } from './sessions/registration';
import { signins } from './signins/registration';
import { users } from './users/registration';
import { files } from './files/registration';
import { ssorules } from './ssorules/registration';
import { settings } from './settings/registration';
import { dicts } from './dicts/registration';
import { ssoproviders } from './ssoproviders/registration';

/**
 * The registered resources, one line each (docs/adding-a-resource.md). From this list come their
 * endpoints and pages (resources/served.ts), menu items and grants (seeded once per database), audit
 * entities, page paths and messages. Each is the folder `resources/<name>/`.
 */
export const registeredResources = [users, roles, groups, permissions, sessions, notices, audit, signins, keys, files, access, ssorules, settings, dicts, ssoproviders] as const;
