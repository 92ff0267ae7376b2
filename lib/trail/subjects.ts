import { auditFieldsOf, type AuditEntity, type Snapshot } from './entities';

/**
 * The users an audit entry names, whose data scope decides who may read it (docs/architecture.md,
 * "Data scope"), from its entity's declared `owner` (lib/resource/registration.ts): records that are
 * users name their ids; records that belong to a user (a session) name the owners their snapshots
 * record. Other entities name none. The writer is not a subject: every entry has one, and its username
 * is all the entry shows of them.
 */
export function auditSubjects(entity: AuditEntity, ids: readonly string[], before: Snapshot, after: Snapshot): string[] {
  const { owner } = auditFieldsOf(entity);
  if (owner === 'id') return [...ids];
  if (owner === undefined) return [];
  const owners = [...Object.values(before), ...Object.values(after)].map((row) => row[owner]);
  return [...new Set(owners.filter((o): o is string => typeof o === 'string'))].sort();
}
