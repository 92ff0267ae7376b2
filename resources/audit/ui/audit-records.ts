import { isCoreEntity, type AuditEntity, type Snapshot } from '@/lib/trail/entities';
import { recordName } from './audit-labels';

type Translate = (key: string, values?: Record<string, string>) => string;

/** An id longer than a glance (a session token, a UUID) cut to its first characters. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

/**
 * The records an entry names, for its row: each by the name its snapshot recorded (a username, a role's
 * name), else a short id labelled with what it is ("Session 3f2a9c1d…"). Sessions have no name.
 */
export function recordLabels(entry: { entity: AuditEntity; ids: readonly string[]; before: Snapshot; after: Snapshot }, locale: string, t: Translate): string[] {
  return entry.ids.map((id) => {
    const record = entry.after[id] ?? entry.before[id];
    const name = entry.entity === 'sessions' ? undefined : recordName(entry.entity, record, locale);
    if (name) return name;
    const kind = isCoreEntity(entry.entity) ? entry.entity : 'other';
    return t(`page.system.audit.record.${kind}`, { id: shortId(id) });
  });
}
