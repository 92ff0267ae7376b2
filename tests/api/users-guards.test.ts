import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { DELETE: deleteUsers, POST: listUsers } = endpoint('/api/system/users');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');
const { POST: addRole } = endpoint('/api/system/roles/add');

const superId = '100000023';
const viewer = { name: 'Viewer', username: 'viewer', email: 'v@example.com', phone: '123456', group: '0001', roles: ['viewer'] };
let token: string;

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/users/reset/{id}', () => {
  it('answers a new password once and revokes every token of the user', async () => {
    const old = await signIn('user005');
    const other = await signIn('user005');
    expect((await call(userInfo, { token: old })).status).toBe(200);
    const res = await call(resetPassword, { token, params: { id: '100000005' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: expect.any(String), data: { password: expect.stringMatching(/^[A-Za-z0-9]{16}$/) } });
    // The message carries the password too, for clients that show only the message.
    expect(res.body.message).toBe(`Password reset. New password: ${res.body.data.password}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const revoked of [old, other]) expect((await call(userInfo, { token: revoked })).status).toBe(401);
    const oldPassword = await call(login, { body: { username: 'user005', password: 'user005' } });
    expect(oldPassword.body.data).toMatchObject({ status: 'error', field: 'password' });
    const fresh = await signIn('user005', res.body.data.password);
    expect((await call(userInfo, { token: fresh })).status).toBe(200);
  });

  it('answers a localized message in zh, 404 for an unknown id, 400 for a malformed one', async () => {
    const zh = await call(resetPassword, { token, locale: 'zh', params: { id: '100000006' } });
    expect(zh.body.message).toBe(`密码已重置。新密码：${zh.body.data.password}`);
    expect((await call(resetPassword, { token, params: { id: '100009999' } })).status).toBe(404);
    expect((await call(resetPassword, { token, params: { id: "1' or '1'='1" } })).status).toBe(400);
  });
});

describe('disabling a user', () => {
  it('revokes their tokens and sign-in until they are enabled again', async () => {
    const theirs = await signIn('user018');
    expect((await call(editUser, { token, body: { id: '100000018', status: '0' } })).status).toBe(200);
    expect((await call(userInfo, { token: theirs })).status).toBe(401);
    const refused = await call(login, { body: { username: 'user018', password: 'user018' } });
    expect(refused.body.data).toEqual({ status: 'error', field: 'username', msg: 'account disabled' });
    expect((await call(editUser, { token, body: { id: '100000018', status: '1' } })).status).toBe(200);
    expect((await call(userInfo, { token: theirs })).status).toBe(401);
    expect(await signIn('user018')).toBeTruthy();
  });

  it('is refused for one\'s own account, as is deleting it (409)', async () => {
    const disable = await call(editUser, { token, body: { id: superId, status: '0' } });
    expect(disable.status).toBe(409);
    expect(disable.body).toEqual({ code: 409, message: 'You cannot disable your own account.' });
    const remove = await call(deleteUsers, { token, method: 'DELETE', locale: 'zh', body: ['100000019', superId] });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('不能删除自己的账号。');
    expect((await call(userDetail, { token, params: { id: '100000019' } })).status).toBe(200);
    expect((await call(userInfo, { token })).status).toBe(200);
  });
});

describe('authorisation', () => {
  it('answers 401 on every endpoint without a token', async () => {
    const params = { id: '100000001' };
    expect((await call(listUsers, { body: {} })).status).toBe(401);
    expect((await call(userDetail, { params })).status).toBe(401);
    expect((await call(addUser, { body: {} })).status).toBe(401);
    expect((await call(editUser, { body: { id: '100000001' } })).status).toBe(401);
    expect((await call(resetPassword, { params })).status).toBe(401);
    expect((await call(deleteUsers, { method: 'DELETE', body: ['100000001'] })).status).toBe(401);
  });

  it('answers 403 on every endpoint when the current role is user', async () => {
    const userRole = await signInWithRole('user002', 'user');
    const params = { id: '100000001' };
    const answers = [
      await call(listUsers, { token: userRole, body: {} }),
      await call(userDetail, { token: userRole, params }),
      await call(addUser, { token: userRole, body: {} }),
      await call(editUser, { token: userRole, body: { id: '100000001', status: '0' } }),
      await call(resetPassword, { token: userRole, params }),
      await call(deleteUsers, { token: userRole, method: 'DELETE', body: ['100000001'] }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await call(userDetail, { token, params })).body.data.status).toBe('1');
  });

  it('needs the add, edit and delete actions: a role with the menu only can read, not write', async () => {
    const role = await call(addRole, { token, body: { role: 'viewer', name: 'Viewer', permissions: ['0005', '000500'] } });
    expect(role.status).toBe(200);
    const added = await call(addUser, { token, body: viewer });
    const viewerToken = await signIn('viewer', added.body.data.password);
    expect((await call(listUsers, { token: viewerToken, body: {} })).status).toBe(200);
    expect((await call(userDetail, { token: viewerToken, params: { id: '100000001' } })).status).toBe(200);
    expect((await call(addUser, { token: viewerToken, body: { ...viewer, username: 'viewer2' } })).status).toBe(403);
    expect((await call(editUser, { token: viewerToken, body: { id: '100000001', status: '0' } })).status).toBe(403);
    expect((await call(resetPassword, { token: viewerToken, params: { id: '100000001' } })).status).toBe(403);
    expect((await call(deleteUsers, { token: viewerToken, method: 'DELETE', body: ['100000001'] })).status).toBe(403);
  });
});

describe('the last holder of super', () => {
  it('cannot lose it by edit or delete; once someone else holds it, it can go', async () => {
    // Only a super holder may manage super holders (tests/api/escalation.test.ts), so the one who tries to
    // take the last super role away is its holder: super itself, once no one else holds it.
    const db = await getDb();
    await db.execute(sql`delete from user_roles where role_id = '0001' and user_id <> ${superId}`);
    const own = await signInWithRole('super', 'super');
    const edit = await call(editUser, { token: own, body: { id: superId, roles: ['admin'] } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body).toEqual({ code: 409, message: 'At least one user must keep the super role.' });
    const remove = await call(deleteUsers, { token: own, method: 'DELETE', body: [superId] });
    expect(remove.status).toBe(409);
    expect((await call(userDetail, { token: own, params: { id: superId } })).body.data.roles[0].role).toBe('super');
    expect((await call(editUser, { token: own, body: { id: superId, name: 'Still super' } })).status).toBe(200);
    // Someone else holds it now: super may hand its own on.
    expect((await call(editUser, { token: own, body: { id: '100000004', roles: ['super'] } })).status).toBe(200);
    expect((await call(deleteUsers, { token: own, method: 'DELETE', body: [superId, '100000004'] })).status).toBe(409);
    expect((await call(editUser, { token: own, body: { id: superId, roles: ['admin'] } })).status).toBe(200);
    expect((await call(userDetail, { token: await signInWithRole('user004', 'super'), params: { id: superId } })).body.data.roles).toEqual([{ role: 'admin', name: 'Admin' }]);
  });
});
