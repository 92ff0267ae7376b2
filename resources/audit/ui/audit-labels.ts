import { auditFieldsOf, registeredEntity, type AuditEntity, type Snapshot } from '@/lib/trail/entities';
import { isReferenceKind, referenceKind, type ReferenceKind, type ReferenceNames } from '@/resources/audit/reference-fields';

type Translate = (key: string) => string;

// A field labels itself by its page's column header (the registration's `audit.headers`, else the
// header of its own id); with headers declared, the rest have the audit's own `page.system.audit.field.*`.
const auditFields = new Set(['nameEn', 'nameZh', 'tokenVersion', 'userId', 'userAgent']);

const own = <V>(record: Readonly<Record<string, V>> | undefined, key: string): V | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** The message id of a snapshot field's label, or undefined for a field no label names (shown as it is). */
export function fieldLabelKey(entity: AuditEntity, field: string): string | undefined {
  const registered = registeredEntity(entity);
  if (!registered) return undefined;
  const { headers } = auditFieldsOf(entity);
  if (!headers) return `${registered.messages}.header.${field}`;
  const header = own(headers, field);
  if (header) return `${registered.messages}.header.${header}`;
  return auditFields.has(field) ? `page.system.audit.field.${field}` : undefined;
}

// Plain values with words in the catalogue: every status, and what the registration's `audit.values` names.
function valueKey(entity: AuditEntity, field: string, value: string): string | undefined {
  if (field === 'status') return { '1': 'dict.status.enabled', '0': 'dict.status.disabled' }[value];
  return own(own(auditFieldsOf(entity).values, field), value);
}

/** A plain value in words where the catalogue has them (`1` → Enabled), else as it is. */
export function plainValue(t: Translate, entity: AuditEntity, field: string, value: string): string {
  const key = valueKey(entity, field, value);
  return key ? t(key) : value;
}

/** A referenced record as "Name (id)"; a record deleted since shows its id alone. */
export function referenceLabel(kind: ReferenceKind, id: string, names: ReferenceNames): string {
  const name = Object.hasOwn(names[kind], id) ? names[kind][id] : undefined;
  return name && name !== id ? `${name} (${id})` : id;
}

/** The label of a value of `field`: names beside ids for references, words for known values. */
export function valueLabel(t: Translate, entity: AuditEntity, field: string, value: unknown, names: ReferenceNames): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  const kind = referenceKind(entity, field);
  return kind ? referenceLabel(kind, value, names) : plainValue(t, entity, field, value);
}

// The name columns of each entity's snapshots.
const nameOf = (record: Record<string, unknown>, locale: string): string | undefined => {
  const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  if (locale === 'zh') return pick(record.nameZh) ?? pick(record.nameEn) ?? pick(record.name) ?? pick(record.titleZh) ?? pick(record.titleEn);
  return pick(record.nameEn) ?? pick(record.name) ?? pick(record.nameZh) ?? pick(record.titleEn) ?? pick(record.titleZh);
};

/** A record's name as its snapshot recorded it (a user's username; a session's user), for its heading. */
export function recordName(entity: AuditEntity, record: Record<string, unknown> | undefined, locale: string): string | undefined {
  if (!record) return undefined;
  const { name, owner } = auditFieldsOf(entity);
  const field = name ?? (owner === 'id' ? undefined : owner);
  if (field === undefined) return nameOf(record, locale);
  const value = record[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The names the entries' own snapshots recorded (roles by code), to fill in what the server no longer
 * knows: a record deleted since keeps the name its last snapshot on the page gave it. Current names win.
 */
export function withRecordedNames(names: ReferenceNames, entries: readonly { entity: AuditEntity; before: Snapshot; after: Snapshot }[], locale: string): ReferenceNames {
  const recorded: ReferenceNames = { permissions: {}, roles: {}, groups: {} };
  for (const entry of entries) {
    const kind = entry.entity;
    if (!isReferenceKind(kind)) continue;
    const { referredBy } = auditFieldsOf(kind);
    for (const [id, record] of [...Object.entries(entry.before), ...Object.entries(entry.after)]) {
      const name = recordName(kind, record, locale);
      const key = referredBy === undefined ? id : record[referredBy];
      if (name && typeof key === 'string') recorded[kind][key] ??= name;
    }
  }
  return {
    permissions: { ...recorded.permissions, ...names.permissions },
    roles: { ...recorded.roles, ...names.roles },
    groups: { ...recorded.groups, ...names.groups },
  };
}
