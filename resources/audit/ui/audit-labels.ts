import { isCoreEntity, registeredEntity, type AuditEntity, type CoreEntity, type Snapshot } from '@/lib/trail/entities';
import { referenceKind, type ReferenceKind, type ReferenceNames } from '@/resources/audit/reference-fields';

type Translate = (key: string) => string;

// Fields with a column header on their own page reuse it; the rest have `page.system.audit.field.*`.
// A registered resource's snapshot fields are its page's header keys (docs/adding-a-resource.md).
const pageOf: Record<CoreEntity, string> = { users: 'user', roles: 'role', groups: 'group', permissions: 'permission', sessions: 'session' };
const headerOf: Record<CoreEntity, Readonly<Record<string, string>>> = {
  users: { username: 'userName', name: 'name', email: 'email', phone: 'phone', group: 'groupName', status: 'status', roles: 'roles', permissions: 'permissions' },
  roles: { role: 'role', status: 'status', permissions: 'permissions' },
  groups: { parentId: 'parentGroup', order: 'order', status: 'status' },
  permissions: { parentId: 'parentPermission', order: 'order', path: 'path', type: 'type', action: 'action', icon: 'icon', status: 'status' },
  sessions: { address: 'address', currentRole: 'currentRole', createdAt: 'signedInAt' },
};
const auditFields = new Set(['nameEn', 'nameZh', 'tokenVersion', 'userId', 'userAgent']);

/** The message id of a snapshot field's label, or undefined for a field no label names (shown as it is). */
export function fieldLabelKey(entity: AuditEntity, field: string): string | undefined {
  if (!isCoreEntity(entity)) {
    const registered = registeredEntity(entity);
    return registered ? `${registered.messages}.header.${field}` : undefined;
  }
  const header = Object.hasOwn(headerOf[entity], field) ? headerOf[entity][field] : undefined;
  if (header) return `page.system.${pageOf[entity]}.header.${header}`;
  return auditFields.has(field) ? `page.system.audit.field.${field}` : undefined;
}

// Plain values with words in the catalogue: every status, a permission's type and action.
function valueKey(entity: AuditEntity, field: string, value: string): string | undefined {
  if (field === 'status') return { '1': 'dict.status.enabled', '0': 'dict.status.disabled' }[value];
  if (entity !== 'permissions') return undefined;
  if (field === 'type' && ['menu', 'action', 'function', 'api'].includes(value)) return `dict.permissionType.${value}`;
  if (field === 'action' && ['add', 'edit', 'delete'].includes(value)) return `dict.permissionAction.${value}`;
  return undefined;
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

/** A record's name as its snapshot recorded it (a user's username), for its heading. */
export function recordName(entity: AuditEntity, record: Record<string, unknown> | undefined, locale: string): string | undefined {
  if (!record) return undefined;
  if (entity === 'users') return typeof record.username === 'string' ? record.username : undefined;
  if (entity === 'sessions') return typeof record.userId === 'string' ? record.userId : undefined;
  return nameOf(record, locale);
}

/**
 * The names the entries' own snapshots recorded (roles by code), to fill in what the server no longer
 * knows: a record deleted since keeps the name its last snapshot on the page gave it. Current names win.
 */
export function withRecordedNames(names: ReferenceNames, entries: readonly { entity: AuditEntity; before: Snapshot; after: Snapshot }[], locale: string): ReferenceNames {
  const recorded: ReferenceNames = { permissions: {}, roles: {}, groups: {} };
  for (const entry of entries) {
    if (!isCoreEntity(entry.entity) || entry.entity === 'users' || entry.entity === 'sessions') continue;
    for (const [id, record] of [...Object.entries(entry.before), ...Object.entries(entry.after)]) {
      const name = recordName(entry.entity, record, locale);
      const key = entry.entity === 'roles' ? record.role : id;
      if (name && typeof key === 'string') recorded[entry.entity][key] ??= name;
    }
  }
  return {
    permissions: { ...recorded.permissions, ...names.permissions },
    roles: { ...recorded.roles, ...names.roles },
    groups: { ...recorded.groups, ...names.groups },
  };
}
