import { auditFieldsOf, type AuditEntity, type Snapshot } from '@/lib/trail/entities';
import { recordName } from './audit-labels';

type Translate = (key: string, values?: Record<string, string>) => string;

/** An id longer than a glance (a session token, a UUID) cut to its first characters. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

/**
 * The records an entry names, for its row: each by the name its snapshot recorded (a username, a role's
 * name), else a short id labelled with what it is ("Session 3f2a9c1d…"). Sessions have no name
 * (labels: the registration's `audit`).
 */
export function recordLabels(entry: { entity: AuditEntity; ids: readonly string[]; before: Snapshot; after: Snapshot }, locale: string, t: Translate): string[] {
  const { name: named, owner, record: label } = auditFieldsOf(entry.entity);
  // A record that belongs to a user (a session) is no one's name: its heading names its user, its row itself.
  const unnamed = named === undefined && owner !== undefined && owner !== 'id';
  return entry.ids.map((id) => {
    const record = entry.after[id] ?? entry.before[id];
    const name = unnamed ? undefined : recordName(entry.entity, record, locale);
    if (name) return name;
    return t(label ?? 'page.system.audit.record.other', { id: shortId(id) });
  });
}
