import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { DELETE: deleteRoles, POST: listRoles } = endpoint('/api/system/roles');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { POST: addUser } = endpoint('/api/system/users/add');

type Role = { id: string; role: string; name: string; status: string; dataScope: string; permissions: string[] };

let token: string;
const list = async (body: Record<string, unknown>, locale = 'en') => {
  const res = await call(listRoles, { token, locale, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Role[]; total: number };
};
const detail = async (id: string, locale = 'en') => (await call(roleDetail, { token, locale, params: { id } })).body.data;

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/roles/add and edit', () => {
  it('adds a role with the next id and its permissions', async () => {
    const res = await call(addRole, { token, body: { role: 'auditor', name: 'Auditor', permissions: ['0000', '0002', '0002'] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(await detail('0004')).toMatchObject({ id: '0004', role: 'auditor', name: 'Auditor', status: '1', dataScope: 'all', permissions: ['0000', '0002'] });
    expect((await detail('0004', 'zh')).name).toBe('Auditor');
  });

  it('keeps a data scope: all by default and for the seeded roles, set on add and edit, shown in the list', async () => {
    expect((await list({})).list.map((r) => r.dataScope)).toEqual(['all', 'all', 'all', 'all']);
    expect((await call(addRole, { token, body: { role: 'deptlead', name: 'Dept lead', dataScope: 'group-tree' } })).status).toBe(200);
    const added = (await list({ role: 'deptlead' })).list[0];
    expect(added?.dataScope).toBe('group-tree');
    expect((await call(editRole, { token, body: { id: added?.id, dataScope: 'self' } })).status).toBe(200);
    expect(await detail(added?.id ?? '')).toMatchObject({ role: 'deptlead', dataScope: 'self' });
    const bad = await call(editRole, { token, body: { id: added?.id, dataScope: 'department' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ dataScope: 'Choose a data scope: all, group-tree, group or self.' });
    expect((await call(deleteRoles, { token, method: 'DELETE', body: [added?.id] })).status).toBe(200);
  });

  it.each([
    ['role', 'a', 'RoleId: at least 2 English letters.'],
    ['role', 'ab1', 'RoleId: at least 2 English letters.'],
    ['role', '审计', 'RoleId: at least 2 English letters.'],
    ['role', 'x'.repeat(33), 'At most 32 characters.'],
    ['name', 'A', 'RoleName must be at least 2 characters.'],
    ['name', 'Nul\u0000', 'Cannot contain control or invisible formatting characters (line breaks, bidi overrides, zero-width characters).'],
    ['status', 1, 'Invalid value.'],
    ['permissions', 'all', 'Invalid value.'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const res = await call(addRole, { token, body: { role: 'valid', name: 'Valid', [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message, fields: { [field]: message } });
  });

  it('localizes validation in zh and refuses unknown fields and permissions', async () => {
    const zh = await call(addRole, { token, locale: 'zh', body: { role: 'x', name: 'y', id: '0009' } });
    expect(zh.body.fields).toEqual({ role: '角色编码至少2个字符的纯英文。', name: '角色名称至少2个字符。', id: '未知字段。' });
    const unknown = await call(addRole, { token, body: { role: 'ghost', name: 'Ghost', permissions: ['0000', 'nope'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ permissions: 'Unknown permission: nope.' });
    expect((await list({ role: 'ghost' })).total).toBe(0);
  });

  it('answers 409 for a code taken in any case', async () => {
    const res = await call(addRole, { token, body: { role: 'Admin', name: 'Another admin' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, message: 'The role code Admin is already taken.', fields: { role: 'The role code Admin is already taken.' } });
    expect((await call(editRole, { token, body: { id: '0004', role: 'USER' } })).status).toBe(409);
  });

  it('edits partially: the name in the locale column, status, code, and replaces permissions', async () => {
    expect((await call(editRole, { token, locale: 'zh', body: { id: '0004', name: '审计员' } })).status).toBe(200);
    expect((await detail('0004', 'zh')).name).toBe('审计员');
    expect((await detail('0004', 'en')).name).toBe('Auditor');
    expect((await call(editRole, { token, body: { id: '0004', status: '0' } })).status).toBe(200);
    expect((await call(editRole, { token, body: { id: '0004', status: '1', role: 'inspector', permissions: ['0003'] } })).status).toBe(200);
    expect(await detail('0004')).toMatchObject({ role: 'inspector', status: '1', permissions: ['0003'] });
    expect((await call(editRole, { token, body: { id: '0004', permissions: [] } })).status).toBe(200);
    expect((await detail('0004')).permissions).toEqual([]);
    expect((await call(editRole, { token, body: { id: '0099', name: 'Nobody' } })).status).toBe(404);
    expect((await call(editRole, { token, body: { name: 'No id' } })).body.fields).toEqual({ id: 'Required.' });
  });

  it('never disables the super role nor changes its code or narrows its data scope', async () => {
    for (const body of [{ id: '0001', status: '0' }, { id: '0001', role: 'root' }, { id: '0001', dataScope: 'group' }]) {
      const res = await call(editRole, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The super role cannot be deleted, disabled, given another code or a narrower data scope.');
    }
    expect((await call(editRole, { token, body: { id: '0001', role: 'super', name: 'Super', status: '1' } })).status).toBe(200);
    expect(await detail('0001')).toMatchObject({ role: 'super', status: '1', dataScope: 'all' });
  });
});

describe('role changes reach the holders on their next request', () => {
  it('permissions and status of a role show in the next userInfo', async () => {
    await call(addRole, { token, body: { role: 'charts', name: 'Charts', permissions: ['0000', '0002'] } });
    const user = { name: 'Chart Fan', username: 'chartfan', email: 'c@example.com', phone: '123456', group: '0001', roles: ['charts'], password: 'charts-fan!' };
    expect((await call(addUser, { token, body: user })).status).toBe(200);
    const theirs = await signIn('chartfan', 'charts-fan!');
    const menus = async () => (await call(userInfo, { token: theirs })).body.data.currentMenuPermission as string[];
    expect(await menus()).toEqual(['/dashboard', '/chart']);
    const id = (await list({ role: 'charts' })).list[0]?.id;
    await call(editRole, { token, body: { id, permissions: ['0000', '0003'] } });
    expect(await menus()).toEqual(['/dashboard', '/three']);
    await call(editRole, { token, body: { id, status: '0' } });
    expect(await menus()).toEqual([]);
  });
});

describe('DELETE /api/system/roles', () => {
  it('refuses roles that users hold, saying how many, and the super role', async () => {
    const held = await call(deleteRoles, { token, method: 'DELETE', body: ['0003'] });
    expect(held.status).toBe(409);
    // user is held by users 002, 005, …, 020 (i % 3 = 2) and super
    expect(held.body.message).toBe('The role user is held by 8 user(s); remove it from them first.');
    const zh = await call(deleteRoles, { token, method: 'DELETE', locale: 'zh', body: ['0004', '0001'] });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('超级管理员角色不能删除、停用、修改编码或缩小数据范围。');
    expect((await detail('0004')).role).toBe('inspector');
  });

  it('deletes unheld roles, all or nothing', async () => {
    expect((await call(deleteRoles, { token, method: 'DELETE', body: ['0004', '0999'] })).status).toBe(404);
    expect((await detail('0004')).role).toBe('inspector');
    const res = await call(deleteRoles, { token, method: 'DELETE', body: ['0004'] });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect((await call(roleDetail, { token, params: { id: '0004' } })).status).toBe(404);
    expect((await call(deleteRoles, { token, method: 'DELETE', body: [] })).status).toBe(400);
  });
});
