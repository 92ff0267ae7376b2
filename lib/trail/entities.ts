import { registeredResources } from '@/resources/index';

/** The system API's domains (and the sessions signed out), whose snapshots and labels lib/trail knows itself. */
export const coreEntities = ['users', 'roles', 'groups', 'permissions', 'sessions'] as const;
export type CoreEntity = (typeof coreEntities)[number];

type Registered = (typeof registeredResources)[number]['definition'];

/** What the audit trail records writes to: the core entities, and each registered resource (resources/index.ts). */
export const auditEntities = [...coreEntities, ...registeredResources.map((r) => r.definition.name)] as readonly [
  CoreEntity,
  ...(CoreEntity | Registered['name'])[],
];
export type AuditEntity = (typeof auditEntities)[number];

export function isCoreEntity(entity: string): entity is CoreEntity {
  return (coreEntities as readonly string[]).includes(entity);
}

/** The registered resource an entity is, with its message namespace (its audit fields are its headers). */
export function registeredEntity(entity: string): Registered | undefined {
  return registeredResources.find((r) => r.definition.name === entity)?.definition;
}

// The page permission each domain's writes declare (`{ path, action }` in lib/api/route.ts).
const byPagePath: Record<string, AuditEntity> = {
  '/system/user': 'users',
  '/system/role': 'roles',
  '/system/group': 'groups',
  '/system/permission': 'permissions',
  '/system/session': 'sessions',
  ...Object.fromEntries(registeredResources.map((r) => [r.definition.path, r.definition.name])),
};

/** The entity a write permission's page path writes to, or undefined for a page with no audited writes. */
export function auditEntityOf(pagePath: string): AuditEntity | undefined {
  return Object.hasOwn(byPagePath, pagePath) ? byPagePath[pagePath] : undefined;
}

/** Rows by id, as recorded before and after a write. */
export type Snapshot = Record<string, Record<string, unknown>>;
