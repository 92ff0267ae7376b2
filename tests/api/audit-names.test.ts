import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { GET: auditList } = endpoint('/api/system/audit');
const { POST: permAddChild } = endpoint('/api/system/permissions/addChild');
const { DELETE: permDelete } = endpoint('/api/system/permissions');
const { POST: roleEdit } = endpoint('/api/system/roles/edit');
const { POST: userEdit } = endpoint('/api/system/users/edit');

let token: string;
const latest = async (locale: string, entity: string, size = 1) =>
  (await call(auditList, { token, locale, url: `/api/system/audit?entity=${entity}&size=${size}` })).body.data;

beforeAll(async () => {
  token = await signIn();
});

describe('GET /api/system/audit names what the snapshots refer to', () => {
  it('permissions, roles and groups by their current name, in the request language', async () => {
    expect((await call(roleEdit, { token, body: { id: '0003', permissions: ['0000', '0005', '000500'] } })).status).toBe(200);
    const en = await latest('en', 'roles');
    expect(en.names.permissions).toMatchObject({ '0000': 'Dashboard', '0005': 'System', '000500': 'User' });
    const zh = await latest('zh', 'roles');
    expect(zh.names.permissions['000500']).toBe('用户管理');
    expect((await call(userEdit, { token, body: { id: '100000012', roles: ['user'], group: '0001' } })).status).toBe(200);
    const user = await latest('en', 'users');
    expect(user.names.roles).toMatchObject({ user: 'User' });
    expect(Object.keys(user.names.groups)).toContain('0001');
  });

  it('leaves out a record deleted since (the page shows its id, or the name its snapshot recorded)', async () => {
    expect((await call(permAddChild, { token, body: { parentId: '', id: 'Brief', name: 'Brief', path: '/brief' } })).status).toBe(200);
    expect((await call(roleEdit, { token, body: { id: '0003', permissions: ['0000', 'Brief'] } })).status).toBe(200);
    expect((await call(roleEdit, { token, body: { id: '0003', permissions: ['0000'] } })).status).toBe(200);
    expect((await call(permDelete, { token, method: 'DELETE', body: ['Brief'] })).status).toBe(200);
    const page = await latest('en', 'roles');
    expect(page.list[0].before['0003'].permissions).toContain('Brief');
    expect(page.names.permissions).toEqual({ '0000': 'Dashboard' });
  });
});
