import { auditFieldsOf, type AuditEntity, type Snapshot } from '@/lib/trail/entities';

/** What a snapshot field may point at, and the audit API's `names` answer names: permission ids, role codes, group ids. */
export const referenceKinds = ['permissions', 'roles', 'groups'] as const;
export type ReferenceKind = (typeof referenceKinds)[number];

/** Names by id (role codes for `roles`), in one locale. */
export type ReferenceNames = Record<ReferenceKind, Record<string, string>>;

export function isReferenceKind(entity: string): entity is ReferenceKind {
  return (referenceKinds as readonly string[]).includes(entity);
}

/**
 * The kind of record a field of an entity's snapshot refers to (its registration's `audit.references`),
 * or undefined for a plain value.
 */
export function referenceKind(entity: AuditEntity, field: string): ReferenceKind | undefined {
  const { references = {} } = auditFieldsOf(entity);
  const kind = Object.hasOwn(references, field) ? references[field] : undefined;
  return kind !== undefined && isReferenceKind(kind) ? kind : undefined;
}

interface EntryLike {
  entity: AuditEntity;
  before: Snapshot;
  after: Snapshot;
}

/** Every id the entries' snapshots refer to, by kind (each once). */
export function referencedIds(entries: readonly EntryLike[]): Record<ReferenceKind, string[]> {
  const ids: Record<ReferenceKind, Set<string>> = { permissions: new Set(), roles: new Set(), groups: new Set() };
  for (const entry of entries) {
    for (const record of [...Object.values(entry.before), ...Object.values(entry.after)]) {
      for (const [field, value] of Object.entries(record)) {
        const kind = referenceKind(entry.entity, field);
        if (!kind) continue;
        for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string' && id !== '') ids[kind].add(id);
      }
    }
  }
  return { permissions: [...ids.permissions], roles: [...ids.roles], groups: [...ids.groups] };
}
