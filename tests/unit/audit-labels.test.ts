import { describe, expect, it } from 'vitest';
import { fieldLabelKey, recordName, referenceLabel, valueLabel, withRecordedNames } from '@/resources/audit/ui/audit-labels';
import type { AuditEntity, Snapshot } from '@/lib/trail/entities';
import { referencedIds, referenceKind, type ReferenceNames } from '@/resources/audit/reference-fields';
import { catalogues } from '@/lib/i18n/catalogues';

const { en, zh } = catalogues;

const names: ReferenceNames = { permissions: { '0000': 'Dashboard', '0005': 'System' }, roles: { admin: 'Admin' }, groups: { '0001': 'HR' } };
const t = (key: string) => `<${key}>`;

/** A message id's text in a catalogue, or undefined. */
function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('fieldLabelKey', () => {
  it('reuses the pages\' column headers and the audit\'s own field labels', () => {
    expect(fieldLabelKey('users', 'username')).toBe('page.system.user.header.userName');
    expect(fieldLabelKey('users', 'group')).toBe('page.system.user.header.groupName');
    expect(fieldLabelKey('roles', 'role')).toBe('page.system.role.header.role');
    expect(fieldLabelKey('roles', 'permissions')).toBe('page.system.role.header.permissions');
    expect(fieldLabelKey('groups', 'parentId')).toBe('page.system.group.header.parentGroup');
    expect(fieldLabelKey('permissions', 'parentId')).toBe('page.system.permission.header.parentPermission');
    expect(fieldLabelKey('roles', 'nameEn')).toBe('page.system.audit.field.nameEn');
    expect(fieldLabelKey('users', 'tokenVersion')).toBe('page.system.audit.field.tokenVersion');
  });

  it('has a label in both languages for every field a snapshot records', () => {
    const fields = {
      users: ['username', 'name', 'nameZh', 'email', 'phone', 'group', 'status', 'tokenVersion', 'roles', 'permissions'],
      roles: ['role', 'nameEn', 'nameZh', 'status', 'permissions'],
      groups: ['parentId', 'order', 'nameEn', 'nameZh', 'status'],
      permissions: ['parentId', 'order', 'path', 'type', 'action', 'nameEn', 'nameZh', 'icon', 'status'],
      // a registered resource: its snapshot's fields are its page's headers (resources/notices/snapshot.ts)
      // 'body': the single text of entries written before migration 0015
      notices: ['titleEn', 'titleZh', 'body', 'bodyEn', 'bodyZh', 'level', 'status', 'start', 'end', 'author'],
    } as const;
    for (const [entity, list] of Object.entries(fields)) {
      for (const field of list) {
        const key = fieldLabelKey(entity as keyof typeof fields, field);
        expect(key, `${entity}.${field}`).toBeDefined();
        expect(typeof lookup(en, key ?? ''), `en ${key}`).toBe('string');
        expect(typeof lookup(zh, key ?? ''), `zh ${key}`).toBe('string');
      }
    }
  });

  it('leaves a field nothing names as it is (no inherited keys)', () => {
    expect(fieldLabelKey('users', 'mystery')).toBeUndefined();
    expect(fieldLabelKey('users', 'constructor')).toBeUndefined();
  });
});

describe('values', () => {
  it('show names beside ids, and an id alone for a record deleted since', () => {
    expect(referenceLabel('permissions', '0005', names)).toBe('System (0005)');
    expect(referenceLabel('permissions', 'Gone', names)).toBe('Gone');
    expect(referenceLabel('roles', 'toString', names)).toBe('toString');
    expect(valueLabel(t, 'users', 'roles', 'admin', names)).toBe('Admin (admin)');
    expect(valueLabel(t, 'users', 'group', '0001', names)).toBe('HR (0001)');
    expect(valueLabel(t, 'roles', 'permissions', '0000', names)).toBe('Dashboard (0000)');
    expect(valueLabel(t, 'permissions', 'parentId', '0005', names)).toBe('System (0005)');
  });

  it('put words on statuses and a permission\'s type and action, and leave other values as they are', () => {
    expect(valueLabel(t, 'roles', 'status', '0', names)).toBe('<dict.status.disabled>');
    expect(valueLabel(t, 'permissions', 'type', 'menu', names)).toBe('<dict.permissionType.menu>');
    expect(valueLabel(t, 'permissions', 'action', 'add', names)).toBe('<dict.permissionAction.add>');
    expect(valueLabel(t, 'users', 'email', 'a@b.c', names)).toBe('a@b.c');
    expect(valueLabel(t, 'groups', 'order', 3, names)).toBe('3');
  });
});

describe('references', () => {
  it('knows which snapshot fields refer to what', () => {
    expect(referenceKind('users', 'roles')).toBe('roles');
    expect(referenceKind('groups', 'parentId')).toBe('groups');
    expect(referenceKind('roles', 'nameEn')).toBeUndefined();
    expect(referenceKind('roles', '__proto__')).toBeUndefined();
  });

  it('collects every referenced id once, from before and after', () => {
    const entries: { entity: AuditEntity; before: Snapshot; after: Snapshot }[] = [
      { entity: 'users', before: { '1': { group: '0001', roles: ['user'], permissions: ['0000'] } }, after: { '1': { group: '0002', roles: ['admin', 'user'], permissions: [] } } },
      { entity: 'permissions', before: {}, after: { X: { parentId: '0005' } } },
      { entity: 'groups', before: {}, after: { G: { parentId: null } } },
    ];
    expect(referencedIds(entries)).toEqual({ permissions: ['0000', '0005'], roles: ['user', 'admin'], groups: ['0001', '0002'] });
  });
});

describe('recorded names', () => {
  const deleted = { entity: 'permissions' as const, before: { Gone: { nameEn: 'Old menu', nameZh: '旧菜单' } }, after: {} };
  const role = { entity: 'roles' as const, before: {}, after: { '0009': { role: 'aud', nameEn: 'Auditor', nameZh: '审计员' } } };

  it('fill in the names of records deleted since, by id (roles by code); current names win', () => {
    const merged = withRecordedNames(names, [deleted, role, { entity: 'permissions', before: { '0005': { nameEn: 'Old System' } }, after: {} }], 'en');
    expect(merged.permissions).toEqual({ Gone: 'Old menu', '0000': 'Dashboard', '0005': 'System' });
    expect(merged.roles).toEqual({ aud: 'Auditor', admin: 'Admin' });
    expect(withRecordedNames(names, [deleted], 'zh').permissions.Gone).toBe('旧菜单');
  });

  it('name a record by its snapshot: a user by username, others in the language asked for', () => {
    expect(recordName('users', { username: 'alice', name: 'Alice' }, 'en')).toBe('alice');
    expect(recordName('roles', { nameEn: 'Auditor', nameZh: '审计员' }, 'zh')).toBe('审计员');
    expect(recordName('groups', { nameEn: 'HR', nameZh: '' }, 'zh')).toBe('HR');
    expect(recordName('roles', undefined, 'en')).toBeUndefined();
  });
});
