import { endpoint } from '@/tests/support/endpoint';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as revokeOwn, POST as ownList } from '@/app/api/user/keys/route';
import { POST as addKey } from '@/app/api/user/keys/add/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { proxy } from '@/proxy';
import * as t from '@/lib/db/schema';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables } from '../support/system';

const { POST: listUsers } = endpoint('/api/system/users');
const { POST: listRoles } = endpoint('/api/system/roles');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: listKeys, DELETE: revokeKeys } = endpoint('/api/system/keys');

// API keys (issue 30, docs/architecture.md "API keys"): a key acts as its owner with the intersection of its
// permissions and the owner's current ones, read from the database on every request.
const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();
const userRead = ['0000', '0005', '000500'];
let superToken: string;

const users = (key: string, address = '192.0.2.1') => call(listUsers, { token: key, address, body: { page: 1, size: 5 } });
const makeKey = async (token: string, permissions: string[], name = 'nightly', expiresAt = inDays(30)) => {
  const res = await call(addKey, { token, body: { name, expiresAt, permissions } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; key: string };
};
/** A user holding a role with /system/user and /system/role reads, signed in. */
const owner = async () => {
  const role = await createRole(superToken, ['0000', '0005', '000500', '000501'], 'all');
  const user = await createUser(superToken, { roles: [role] });
  return { ...user, role, token: await signIn(user.username, user.password) };
};
const keyTables = () => dumpTables(['api_keys', 'api_key_permissions', 'audit_log']);

beforeAll(async () => {
  superToken = await signIn();
});

describe('a key', () => {
  it('is shown once as ak_ and 32 random bytes; only its hash is stored', async () => {
    const { token } = await owner();
    const { id, key } = await makeKey(token, userRead);
    expect(key).toMatch(/^ak_[A-Za-z0-9_-]{43}$/);
    const db = await getDb();
    const [row] = await db.select().from(t.apiKeys).where(eq(t.apiKeys.id, id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    const listed = await call(ownList, { token, body: {} });
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body.data)).not.toContain(key.slice(3));
    expect(listed.body.data[0]).toMatchObject({ id, name: 'nightly', permissions: [...userRead].sort(), lastUsedAt: null });
  });

  it('with /system/user read lists users and nothing else; its last use and address are recorded', async () => {
    const { token } = await owner();
    const { id, key } = await makeKey(token, userRead);
    expect((await users(key, '192.0.2.7')).status).toBe(200);
    expect((await call(listRoles, { token: key, body: {} })).status).toBe(403);
    // The owner may read roles; the key does not carry it.
    expect((await call(listRoles, { token, body: {} })).status).toBe(200);
    expect((await call(userInfo, { token: key })).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(t.apiKeys).where(eq(t.apiKeys.id, id));
    expect(row?.lastUsedAddress).toBe('192.0.2.7');
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("shrinks at once when the owner loses the role", async () => {
    const { id, token } = await owner();
    const { key } = await makeKey(token, userRead);
    expect((await users(key)).status).toBe(200);
    expect((await call(editUser, { token: superToken, body: { id, roles: [] } })).status).toBe(200);
    expect((await users(key)).status).toBe(403);
  });

  it("of a disabled owner answers 401, and disabling revokes the owner's keys", async () => {
    const { id, token } = await owner();
    const { key } = await makeKey(token, userRead);
    const db = await getDb();
    // Disabled behind the API's back (no token version moved): the read itself refuses.
    await db.update(t.users).set({ status: '0' }).where(eq(t.users.id, id));
    expect((await users(key)).status).toBe(401);
    await db.update(t.users).set({ status: '1' }).where(eq(t.users.id, id));
    expect((await users(key)).status).toBe(200);
    // Disabled through the API: the key is gone and stays dead after re-enabling.
    expect((await call(editUser, { token: superToken, body: { id, status: '0' } })).status).toBe(200);
    expect(await db.select().from(t.apiKeys).where(eq(t.apiKeys.userId, id))).toEqual([]);
    expect((await call(editUser, { token: superToken, body: { id, status: '1' } })).status).toBe(200);
    expect((await users(key)).status).toBe(401);
  });

  it('that expired answers 401', async () => {
    const { token } = await owner();
    const { id, key } = await makeKey(token, userRead);
    expect((await users(key, '192.0.2.20')).status).toBe(200);
    const db = await getDb();
    await db.update(t.apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.apiKeys.id, id));
    expect((await users(key)).status).toBe(401);
  });

  it('revoked answers 401 on the next request (read from the database, so on every instance)', async () => {
    const { token } = await owner();
    const a = await makeKey(token, userRead, 'first');
    const b = await makeKey(token, userRead, 'second');
    expect((await users(a.key)).status).toBe(200);
    expect((await call(revokeOwn, { token, method: 'DELETE', body: [a.id] })).status).toBe(200);
    expect((await users(a.key)).status).toBe(401);
    // Another instance's revoke is a row deleted: the same.
    const db = await getDb();
    await db.delete(t.apiKeys).where(eq(t.apiKeys.id, b.id));
    expect((await users(b.key)).status).toBe(401);
  });

  it('cannot reach its own keys, the password, second factors, re-authentication or sessions', async () => {
    const { token } = await owner();
    const { key } = await makeKey(token, userRead);
    const before = await keyTables();
    const add = await call(addKey, { token: key, url: '/api/user/keys/add', body: { name: 'child', expiresAt: inDays(1), permissions: userRead } });
    expect(add.status).toBe(403);
    expect(add.body.message).toMatch(/API key/);
    expect((await call(ownList, { token: key, url: '/api/user/keys', body: {} })).status).toBe(403);
    expect((await call(changePassword, { token: key, url: '/api/user/password', body: { currentPassword: 'x', newPassword: 'y' } })).status).toBe(403);
    expect(await keyTables()).toBe(before);
  });

  it('opens no page: the proxy sends a key to the sign-in page, where a session token passes', async () => {
    const { token } = await owner();
    const { key } = await makeKey(token, userRead);
    const withKey = await proxy(new NextRequest('http://localhost/system/user', { headers: { authorization: `Bearer ${key}` } }));
    expect(withKey.status).toBe(307);
    expect(withKey.headers.get('location')).toContain('/login');
    const withToken = await proxy(new NextRequest('http://localhost/system/user', { headers: { authorization: `Bearer ${token}` } }));
    expect(withToken.headers.get('location')).toBeNull();
  });

  it('hands out only what it carries, not all its owner holds (delegation)', async () => {
    const role = await createRole(superToken, ['0000', '0005', '000500', '00050003', '000501'], 'all');
    const user = await createUser(superToken, { roles: [role] });
    const target = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    const { key } = await makeKey(token, ['0000', '0005', '000500', '00050003'], 'editor');
    const before = await dumpTables(['user_roles', 'audit_log']);
    const refused = await call(editUser, { token: key, body: { id: target.id, roles: [role] } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.message).toContain(role);
    expect(await dumpTables(['user_roles', 'audit_log'])).toBe(before);
    // The owner, holding the role's every permission, may give it.
    expect((await call(editUser, { token, body: { id: target.id, roles: [role] } })).status).toBe(200);
  });

  it('names itself in the audit entries of its writes', async () => {
    const role = await createRole(superToken, ['0000', '0005', '000508', '00050800'], 'all');
    const user = await createUser(superToken, { roles: [role] });
    const token = await signIn(user.username, user.password);
    const { key } = await makeKey(token, ['0000', '0005', '000508', '00050800'], 'publisher');
    const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
    const res = await call(addNotice, { token: key, body: { titleEn: 'By key', titleZh: '密钥', body: 'x', level: 'info', start: when(-day), end: when(day) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const db = await getDb();
    const [entry] = await db.select().from(t.auditLog).where(sql`${res.body.data.id} = any(${t.auditLog.ids})`);
    expect(entry).toMatchObject({ username: user.username, keyName: 'publisher', entity: 'notices' });
  });
});

describe('a wrong key', () => {
  it('answers 401, counted per address like failed sign-ins (then 429), and another address is not held up', async () => {
    const wrong = `ak_${'x'.repeat(43)}`;
    for (let i = 0; i < 5; i += 1) expect((await users(wrong, '198.51.100.40')).status).toBe(401);
    const held = await users(wrong, '198.51.100.40');
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/seconds/);
    expect((await users(wrong, '198.51.100.41')).status).toBe(401);
  });
});

describe('POST /api/user/keys/add refuses, leaving nothing behind', () => {
  it('no expiry, a past one, one beyond a year, a permission not held or unknown, no permissions', async () => {
    const { token } = await owner();
    const before = await keyTables();
    const add = (body: Record<string, unknown>) => call(addKey, { token, body: { name: 'k', ...body } });
    const missing = await add({ name: 'key', permissions: userRead });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['expiresAt']);
    expect((await add({ name: 'key', expiresAt: inDays(-1), permissions: userRead })).body.fields).toHaveProperty('expiresAt');
    expect((await add({ name: 'key', expiresAt: inDays(400), permissions: userRead })).status).toBe(400);
    const notHeld = await add({ name: 'key', expiresAt: inDays(1), permissions: [...userRead, '000503'] });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.message).toContain('/system/permission');
    expect((await add({ name: 'key', expiresAt: inDays(1), permissions: ['nope'] })).status).toBe(400);
    expect((await add({ name: 'key', expiresAt: inDays(1), permissions: [] })).status).toBe(400);
    expect(await keyTables()).toBe(before);
  });
});

describe('/api/system/keys', () => {
  it("lists keys in the data scope; revokes only keys of users the actor may manage", async () => {
    const superKey = await makeKey(superToken, userRead, 'super-script');
    const { token, username } = await owner();
    const theirs = await makeKey(token, userRead, 'theirs');
    const listed = await call(listKeys, { token: superToken, body: { username } });
    expect(listed.body.data.list.map((k: { id: string }) => k.id)).toEqual([theirs.id]);
    // An administrator without super's holdings cannot revoke super's key.
    const adminRole = await createRole(superToken, ['0000', '0005', '000500', '000519', '00051900'], 'all');
    const admin = await createUser(superToken, { roles: [adminRole] });
    const adminToken = await signIn(admin.username, admin.password);
    const before = await keyTables();
    expect((await call(revokeKeys, { token: adminToken, method: 'DELETE', body: [superKey.id] })).status).toBe(403);
    expect((await call(revokeKeys, { token: adminToken, method: 'DELETE', body: [superKey.id, 'unknown'] })).status).toBe(404);
    expect(await keyTables()).toBe(before);
    expect((await users(theirs.key, '192.0.2.99')).status).toBe(200);
    expect((await call(revokeKeys, { token: superToken, method: 'DELETE', body: [theirs.id] })).status).toBe(200);
    expect((await users(theirs.key, '192.0.2.99')).status).toBe(401);
  });
});
