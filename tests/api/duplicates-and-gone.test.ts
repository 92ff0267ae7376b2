import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { GET: auditList } = endpoint('/api/system/audit');
const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { DELETE: groupDelete } = endpoint('/api/system/groups');
const { POST: permAddChild } = endpoint('/api/system/permissions/addChild');
const { POST: permEdit } = endpoint('/api/system/permissions/edit');
const { DELETE: permDelete } = endpoint('/api/system/permissions');
const { POST: roleAdd } = endpoint('/api/system/roles/add');
const { POST: roleEdit } = endpoint('/api/system/roles/edit');
const { DELETE: roleDelete } = endpoint('/api/system/roles');
const { POST: userAdd } = endpoint('/api/system/users/add');
const { POST: userEdit } = endpoint('/api/system/users/edit');
const { DELETE: userDelete } = endpoint('/api/system/users');

// A duplicate key answers 409 under its field (the form shows it there); an edit of a record deleted
// meanwhile answers 404. Neither changes anything, nor leaves an audit entry.

let token: string;
const post = (handler: Parameters<typeof call>[0], body: unknown, locale = 'en') => call(handler, { token, body, locale });

/** Every row the system writes touch, and the audit trail's length, to compare before and after. */
async function dump(): Promise<string> {
  const db = await getDb();
  const tables = ['users', 'user_roles', 'user_permissions', 'roles', 'role_permissions', 'groups', 'permissions'];
  const rows: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as { rows?: unknown[] };
    rows[table] = result.rows ?? result;
  }
  const audit = (await call(auditList, { token, url: '/api/system/audit?size=1&exactTotal=true' })).body.data.total;
  return JSON.stringify({ rows, audit });
}

beforeAll(async () => {
  token = await signIn();
});

describe('a duplicate key answers 409 under its field and changes nothing', () => {
  it.each([
    ['users/add: username, any case', userAdd, { username: 'USER000', name: 'Dup', email: 'dup@example.com', phone: '13800000000', group: '0001', password: 'secret-pass' }, 'username', 'The username USER000 is already taken.'],
    ['users/edit: username', userEdit, { id: '100000012', username: 'user013' }, 'username', 'The username user013 is already taken.'],
    ['roles/add: role code, any case', roleAdd, { role: 'Admin', name: 'Dup' }, 'role', 'The role code Admin is already taken.'],
    ['roles/edit: role code', roleEdit, { id: '0003', role: 'ADMIN' }, 'role', 'The role code ADMIN is already taken.'],
    ['groups/addChild: id', groupAddChild, { parentId: '00', id: '0001', name: 'Dup' }, 'id', 'The id 0001 is already in use.'],
    ['permissions/addChild: id', permAddChild, { parentId: '', id: '0000', name: 'Dup', path: '/dup' }, 'id', 'The id 0000 is already in use.'],
    ['permissions/addChild: a second action of a kind', permAddChild, { parentId: '000500', id: 'DupAdd', name: 'Add', type: 'action', action: 'add' }, 'action', '/system/user already has the add action (00050000).'],
  ])('%s', async (_, handler, body, field, message) => {
    const before = await dump();
    const res = await post(handler, body);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({ code: 409, message, fields: { [field]: message } });
    expect(await dump()).toBe(before);
  });

  it('in the request language', async () => {
    const user = await post(userAdd, { username: 'user000', name: 'Dup', email: 'dup@example.com', phone: '13800000000', group: '0001' }, 'zh');
    expect(user.body.fields).toEqual({ username: '用户名 user000 已被使用。' });
    const role = await post(roleAdd, { role: 'user', name: 'Dup' }, 'zh');
    expect(role.body.fields).toEqual({ role: '角色编码 user 已存在。' });
  });
});

describe('an edit of a record deleted meanwhile answers 404 and changes nothing', () => {
  it('users', async () => {
    const added = await post(userAdd, { username: 'gone.user', name: 'Gone', email: 'gone@example.com', phone: '13800000000', group: '0001' });
    const id = added.body.data.id as string;
    expect((await call(userDelete, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    const before = await dump();
    expect((await post(userEdit, { id, name: 'Back' })).status).toBe(404);
    expect((await post(userEdit, { id, status: '0' })).status).toBe(404);
    expect(await dump()).toBe(before);
  });

  it('roles', async () => {
    expect((await post(roleAdd, { role: 'goneRole', name: 'Gone' })).status).toBe(200);
    const db = await getDb();
    const result = (await db.execute(sql`select id from roles where code = 'goneRole'`)) as { rows?: { id: string }[] };
    const id = (result.rows ?? (result as unknown as { id: string }[]))[0]?.id ?? '';
    expect((await call(roleDelete, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    const before = await dump();
    expect((await post(roleEdit, { id, name: 'Back', permissions: ['0000'] })).status).toBe(404);
    expect((await post(roleEdit, { id, status: '0' })).status).toBe(404);
    expect(await dump()).toBe(before);
  });

  it('groups', async () => {
    expect((await post(groupAddChild, { parentId: '00', id: 'GoneGrp', name: 'Gone' })).status).toBe(200);
    expect((await call(groupDelete, { token, method: 'DELETE', body: ['GoneGrp'] })).status).toBe(200);
    const before = await dump();
    expect((await post(groupEdit, { id: 'GoneGrp', name: 'Back', parentId: '0001' })).status).toBe(404);
    expect((await post(groupEdit, { id: 'GoneGrp', status: '0' })).status).toBe(404);
    expect(await dump()).toBe(before);
  });

  it('permissions', async () => {
    expect((await post(permAddChild, { parentId: '', id: 'GonePerm', name: 'Gone', path: '/gone' })).status).toBe(200);
    expect((await call(permDelete, { token, method: 'DELETE', body: ['GonePerm'] })).status).toBe(200);
    const before = await dump();
    expect((await post(permEdit, { id: 'GonePerm', name: 'Back', path: '/back' })).status).toBe(404);
    expect((await post(permEdit, { id: 'GonePerm', status: '0' })).status).toBe(404);
    expect(await dump()).toBe(before);
  });
});
