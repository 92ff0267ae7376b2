import type { ResourceDefinition } from '@/lib/resource/definition';
import { registeredResources } from '@/resources/index';

/** The entities the console's core writes itself (one's own profile, sign-outs, the tree writes): lib/trail reads their snapshots. */
export const coreEntities = ['users', 'roles', 'groups', 'permissions', 'sessions'] as const;
export type CoreEntity = (typeof coreEntities)[number];

type Registered = (typeof registeredResources)[number]['definition'];

// Read on first use, never while the registry loads: the audit resource's own contract names these.
let written: readonly ResourceDefinition[] | undefined;
const writtenResources = () => (written ??= registeredResources.map((r): ResourceDefinition => r.definition).filter((d) => !d.readOnly));

/** What the audit trail records writes to: each registered resource with writes (resources/index.ts). */
export function auditEntities(): readonly [string, ...string[]] {
  return ['users', ...writtenResources().map((d) => d.name).filter((name) => name !== 'users')];
}
export type AuditEntity = string;

export function isCoreEntity(entity: string): entity is CoreEntity {
  return (coreEntities as readonly string[]).includes(entity);
}

/** The registered resource an entity is, with its message namespace (its audit fields are its headers). */
export function registeredEntity(entity: string): Registered | undefined {
  return registeredResources.find((r) => r.definition.name === entity)?.definition;
}

/** The entity a write permission's page path (`{ path, action }` in lib/api/route.ts) writes to, or undefined for a page with no audited writes. */
export function auditEntityOf(pagePath: string): AuditEntity | undefined {
  return writtenResources().find((d) => d.path === pagePath)?.name;
}

/** Rows by id, as recorded before and after a write. */
export type Snapshot = Record<string, Record<string, unknown>>;
