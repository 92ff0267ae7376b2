import { audit } from './audit/registration';
import { groups } from './groups/registration';
import { notices } from './notices/registration';
import { permissions } from './permissions/registration';
import { roles } from './roles/registration';
import { sessions } from './sessions/registration';
import { signins } from './signins/registration';
import { users } from './users/registration';
import { settings } from './settings/registration';

/**
 * The registered resources, one line each (docs/adding-a-resource.md). From this list come their
 * endpoints and pages (resources/served.ts), menu items and grants (seeded once per database), audit
 * entities, page paths and messages. Each is the folder `resources/<name>/`.
 */
export const registeredResources = [users, roles, groups, permissions, sessions, notices, audit, signins, settings] as const;
