import type { ResourceDefinition } from '@/lib/resource/definition';
import type { AuditFields } from '@/lib/resource/registration';
import { registeredResources } from '@/resources/index';

type Registered = (typeof registeredResources)[number]['definition'];

// Read on first use, never while the registry loads: the audit resource's own contract names these.
let written: readonly ResourceDefinition[] | undefined;
const writtenResources = () => (written ??= registeredResources.map((r): ResourceDefinition => r.definition).filter((d) => !d.readOnly));

/** What the audit trail records writes to: each registered resource with writes (resources/index.ts), in registry order. */
export function auditEntities(): readonly [string, ...string[]] {
  const [first, ...rest] = writtenResources().map((d) => d.name);
  if (first === undefined) throw new Error('no registered resource with writes');
  return [first, ...rest];
}
export type AuditEntity = string;

/** The registered resource an entity is, with its message namespace (its audit fields are its headers). */
export function registeredEntity(entity: string): Registered | undefined {
  return registeredResources.find((r) => r.definition.name === entity)?.definition;
}

/** How the audit trail shows an entity's records: its registration's `audit` (none: plain fields). */
export function auditFieldsOf(entity: string): AuditFields {
  return registeredResources.find((r) => r.definition.name === entity)?.audit ?? {};
}

/** The entity a write permission's page path (`{ path, action }` in lib/api/route.ts) writes to, or undefined for a page with no audited writes. */
export function auditEntityOf(pagePath: string): AuditEntity | undefined {
  return writtenResources().find((d) => d.path === pagePath)?.name;
}

/** Rows by id, as recorded before and after a write. */
export type Snapshot = Record<string, Record<string, unknown>>;
