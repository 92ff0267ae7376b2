import { isCoreEntity, type AuditEntity, type CoreEntity, type Snapshot } from '@/lib/trail/entities';

/** What a snapshot field may point at: permission ids, role codes, group ids. */
export type ReferenceKind = 'permissions' | 'roles' | 'groups';

/** Names by id (role codes for `roles`), in one locale. */
export type ReferenceNames = Record<ReferenceKind, Record<string, string>>;

// The snapshot fields (lib/trail/snapshots.ts) that hold references to other records.
// A registered resource's snapshots hold plain values only.
const referenceFields: Record<CoreEntity, Readonly<Record<string, ReferenceKind>>> = {
  users: { group: 'groups', roles: 'roles', permissions: 'permissions' },
  roles: { permissions: 'permissions' },
  groups: { parentId: 'groups' },
  permissions: { parentId: 'permissions' },
  sessions: {},
};

/** The kind of record a field of an entity's snapshot refers to, or undefined for a plain value. */
export function referenceKind(entity: AuditEntity, field: string): ReferenceKind | undefined {
  if (!isCoreEntity(entity)) return undefined;
  return Object.hasOwn(referenceFields[entity], field) ? referenceFields[entity][field] : undefined;
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
