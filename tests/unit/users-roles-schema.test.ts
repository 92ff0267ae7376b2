import { describe, expect, it } from 'vitest';
import { addRoleSchema, editRoleSchema, listRolesSchema } from '@/resources/roles/schema';
import { addUserSchema, editUserSchema, listUsersSchema } from '@/resources/users/schema';
import { phonePattern } from '@/lib/api/schemas';

const user = { name: 'Ada', username: 'ada.l', email: 'ada@example.com', phone: '123456', group: '0001' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('the phone rule: 6 to 20 digits, optional leading +, single spaces or dashes between digits', () => {
  it.each(['123456', '+8613800000000', '+86 138-0000-0000', '138 0000 0000', '1-2-3-4-5-6', '12345678901234567890'])('accepts %s', (phone) => {
    expect(phonePattern.test(phone)).toBe(true);
  });
  it.each(['12345', '123456789012345678901', '++123456', '123--456', '123  456', '-123456', '123456-', '+ 123456', '12345a', '(10) 123456', ''])(
    'refuses %j',
    (phone) => {
      expect(phonePattern.test(phone)).toBe(false);
    },
  );
});

describe('user schemas', () => {
  it('use message ids as errors, for the wrapper and the forms to translate', () => {
    const result = addUserSchema.safeParse({ ...user, username: 'abc', name: 'A', email: 'x', phone: '1', password: 'abc' });
    expect(issues(result)).toEqual([
      'name:validate.name',
      'username:validate.username',
      'email:validate.email',
      'phone:validate.phone',
      'password:validate.password',
    ]);
  });

  it('trim text, default status, roles and permissions on add, and refuse unknown keys', () => {
    expect(addUserSchema.parse({ ...user, username: ' ada.l ' })).toEqual({ ...user, status: '1', roles: [], permissions: [] });
    expect(addUserSchema.safeParse({ ...user, id: '1' }).success).toBe(false);
    expect(issues(addUserSchema.safeParse({ ...user, username: 'two words' }))).toEqual(['username:validate.usernameFormat']);
    // A control character is named as such first (the first message per field is the one answered).
    expect(issues(addUserSchema.safeParse({ ...user, username: 'tab\there' }))).toEqual([
      'username:validate.controlCharacters',
      'username:validate.usernameFormat',
    ]);
    expect(issues(addUserSchema.safeParse({ ...user, name: 'nul\u0000', roles: ['lone\ud800'] }))).toEqual([
      'name:validate.controlCharacters',
      'name:validate.invalid',
      'roles.0:validate.invalid',
    ]);
    expect(addUserSchema.parse({ ...user, username: 'ａｄａ.ｌ' }).username).toBe('ada.l');
    expect(listUsersSchema.safeParse({ filterValue: '\u0000' }).success).toBe(false);
  });

  it('make edits partial but require the id, and never take a password', () => {
    expect(editUserSchema.parse({ id: '100000001', status: '0' })).toEqual({ id: '100000001', status: '0' });
    expect(editUserSchema.safeParse({ status: '0' }).success).toBe(false);
    expect(editUserSchema.safeParse({ id: '100000001', password: 'secret' }).success).toBe(false);
  });

  it('whitelist list fields and default them', () => {
    expect(listUsersSchema.parse({})).toEqual({ filterField: 'name', filterValue: '', group: '', status: 'all', page: 1, size: 10, orderValue: 'asc' });
    expect(listUsersSchema.parse({ status: '0' }).status).toBe('0');
    expect(listUsersSchema.safeParse({ status: 'off' }).success).toBe(false);
    expect(listUsersSchema.safeParse({ orderField: 'password' }).success).toBe(false);
    expect(listUsersSchema.safeParse({ filterField: 'roles' }).success).toBe(false);
  });
});

describe('role schemas', () => {
  it('need a code of at least 2 English letters and both names of at least 2 characters', () => {
    expect(issues(addRoleSchema.safeParse({ role: 'a1', nameEn: 'x', nameZh: '审计' }))).toEqual(['role:validate.role', 'nameEn:validate.roleName']);
    expect(issues(addRoleSchema.safeParse({ role: 'a1', nameEn: 'Auditor' }))).toEqual(['role:validate.role', 'nameZh:validate.required']);
    const both = { role: ' Auditor ', nameEn: ' Auditor ', nameZh: '审计员' };
    // Without `mfaRequired` the setting `roleMfaDefault` decides, on the server (tests/api/settings-effects.test.ts).
    expect(addRoleSchema.parse(both)).toEqual({ role: 'Auditor', nameEn: 'Auditor', nameZh: '审计员', status: '1', permissions: [], dataScope: 'all' });
    // The spec's single name stands for both.
    expect(issues(addRoleSchema.safeParse({ role: 'a1', name: 'x' }))).toEqual(['role:validate.role', 'name:validate.roleName']);
    expect(addRoleSchema.parse({ role: 'Auditor', name: 'Auditor' })).toEqual({ role: 'Auditor', name: 'Auditor', status: '1', permissions: [], dataScope: 'all' });
  });

  it('take one of the four data scopes, all by default', () => {
    for (const dataScope of ['all', 'group-tree', 'group', 'self']) expect(editRoleSchema.parse({ id: '0004', dataScope })).toEqual({ id: '0004', dataScope });
    expect(issues(editRoleSchema.safeParse({ id: '0004', dataScope: 'tree' }))).toEqual(['dataScope:validate.dataScope']);
  });

  it('make edits partial and whitelist list fields', () => {
    expect(editRoleSchema.parse({ id: '0002', status: '0' })).toEqual({ id: '0002', status: '0' });
    expect(editRoleSchema.safeParse({ id: '0002', code: 'x' }).success).toBe(false);
    expect(listRolesSchema.parse({})).toEqual({ role: '', name: '', status: 'all', page: 1, size: 10, orderValue: 'asc' });
    expect(listRolesSchema.safeParse({ orderField: 'id' }).success).toBe(false);
  });
});
