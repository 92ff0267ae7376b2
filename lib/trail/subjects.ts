import type { AuditEntity, Snapshot } from './entities';

/**
 * The users an audit entry names, whose data scope decides who may read it (docs/architecture.md,
 * "Data scope"): a write of users names their ids; a sign-out names the owners of the sessions (their
 * snapshots' `userId`). Other entities (roles, groups, permissions, registered resources) name none.
 * The writer is not a subject: every entry has one, and its username is all the entry shows of them.
 */
export function auditSubjects(entity: AuditEntity, ids: readonly string[], before: Snapshot, after: Snapshot): string[] {
  if (entity === 'users') return [...ids];
  if (entity !== 'sessions') return [];
  const owners = [...Object.values(before), ...Object.values(after)].map((row) => row.userId);
  return [...new Set(owners.filter((owner): owner is string => typeof owner === 'string'))].sort();
}
