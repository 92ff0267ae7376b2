import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { DELETE: signOut, POST: list } = endpoint('/api/system/sessions');

// Online sessions (docs/api-sessions.md): the list, signing out, delegation and data scope.
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let superToken: string;

type Row = { id: string; username: string; group: string; address: string; browser: string; os: string; current: boolean; currentRole: string; signedInAt: string; lastActiveAt: string };
const rows = async (body: object, token = superToken) => {
  const res = await call(list, { token, body: { page: 1, size: 100, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Row[]; total: number };
};
const signInAs = async (username: string, password: string, userAgent: string, address = '203.0.113.9') => {
  const { POST: login } = await import('@/app/api/user/login/route');
  const res = await call(login, { body: { username, password }, headers: { 'user-agent': userAgent }, address });
  return res.body.data.token as string;
};
const alive = async (token: string) => (await call(userInfo, { token })).status;

beforeAll(async () => {
  superToken = await signIn();
});

describe('POST /api/system/sessions', () => {
  it('lists live sessions with who, where, browser and OS; filters by username prefix and group subtree; sorts; counts', async () => {
    const a = await signInAs('user003', 'user003', chrome);
    await signInAs('user004', 'user004', safari, '198.51.100.7');
    await signInAs('user005', 'user005', chrome);
    const mine = await rows({ username: 'USER00' });
    expect(mine.total).toBe(mine.list.length);
    const row = mine.list.find((r) => r.username === 'user003');
    expect(row).toMatchObject({ group: '000301', address: '203.0.113.9', browser: 'Chrome 126', os: 'Windows 10/11', current: false, currentRole: 'all' });
    expect(mine.list.find((r) => r.username === 'user004')).toMatchObject({ browser: 'Safari 17', os: 'iOS', address: '198.51.100.7' });
    // The group filter takes the subtree: 0003 holds 000301..000303.
    const dev = await rows({ group: '000301' });
    expect(dev.list.map((r) => r.username)).toEqual(['user003']);
    expect((await rows({ group: '0003', username: 'user00' })).list.map((r) => r.username).sort()).toEqual(['user003', 'user004', 'user005']);
    // Sorted by username both ways, paged with the total of all matches.
    const asc = (await rows({ username: 'user00', orderField: 'username', orderValue: 'asc' })).list.map((r) => r.username);
    expect(asc).toEqual([...asc].sort());
    const desc = (await rows({ username: 'user00', orderField: 'username', orderValue: 'desc' })).list.map((r) => r.username);
    expect(desc).toEqual([...asc].reverse());
    const page = await rows({ username: 'user00', size: 2, page: 2, orderField: 'username' });
    expect(page.total).toBe(asc.length);
    expect(page.list.map((r) => r.username)).toEqual(asc.slice(2, 4));
    // The caller's own session is marked.
    expect((await rows({ username: 'super' })).list.filter((r) => r.current)).toHaveLength(1);
    expect(await alive(a)).toBe(200);
  });

  it('leaves out sessions that are no more: expired, of a disabled user or of an older token version', async () => {
    const token = await signInAs('user006', 'user006', chrome);
    expect((await rows({ username: 'user006' })).total).toBe(1);
    const db = await getDb();
    await db.execute(sql`update users set token_version = token_version + 1 where username = 'user006'`);
    expect((await rows({ username: 'user006' })).total).toBe(0);
    expect(await alive(token)).toBe(401);
  });

  it('refuses a malformed body and a session without the page', async () => {
    expect((await call(list, { token: superToken, body: { orderField: 'password' } })).status).toBe(400);
    expect((await call(list, { token: superToken, body: { extra: 1 } })).status).toBe(400);
    const plain = await createUser(superToken, { roles: ['user'] });
    expect((await call(list, { token: await signIn(plain.username, plain.password), body: {} })).status).toBe(403);
  });

  it('updates "last active" at most once a minute', async () => {
    const token = await signInAs('user007', 'user007', chrome);
    const db = await getDb();
    const lastActive = async () => (await rows({ username: 'user007' })).list[0]?.lastActiveAt;
    await db.execute(sql`update sessions set last_active_at = now() - interval '5 minutes' where user_id = '100000007'`);
    const old = await lastActive();
    await alive(token);
    const touched = await lastActive();
    expect(Date.parse(String(touched))).toBeGreaterThan(Date.parse(String(old)) + 4 * 60_000);
    await alive(token);
    expect(await lastActive()).toEqual(touched);
  });
});

describe('DELETE /api/system/sessions', () => {
  it('signs a session out: the next request with its token answers 401; the sign-out is audited', async () => {
    const token = await signInAs('user008', 'user008', chrome);
    const [row] = (await rows({ username: 'user008' })).list;
    if (!row) throw new Error('no session listed');
    const res = await call(signOut, { token: superToken, method: 'DELETE', body: [row.id] });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(await alive(token)).toBe(401);
    expect(await alive(superToken)).toBe(200);
    const db = await getDb();
    const audit = (await db.execute(sql`select entity, action, ids, before from audit_log where entity = 'sessions' order by id desc limit 1`)) as unknown as {
      rows: { entity: string; action: string; ids: string[]; before: Record<string, { userId: string }> }[];
    };
    expect(audit.rows[0]).toMatchObject({ entity: 'sessions', action: 'delete', ids: [row.id] });
    expect(audit.rows[0]?.before[row.id]?.userId).toBe('100000008');
    // Gone now: a second sign-out of it is 404.
    expect((await call(signOut, { token: superToken, method: 'DELETE', body: [row.id] })).status).toBe(404);
  });

  it('signs out one\'s own current session too, and says so (and clears the cookie)', async () => {
    const token = await signIn();
    const own = (await rows({ username: 'super' }, token)).list.find((r) => r.current);
    if (!own) throw new Error('own session not listed');
    const res = await call(signOut, { token, method: 'DELETE', body: [own.id] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Signed out, including your own current session: sign in again.');
    expect(res.body.data).toEqual({ signedOutSelf: true });
    expect(res.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/i);
    expect(await alive(token)).toBe(401);
  });

  it('refuses (403) a session of a user holding more than the actor, and leaves it intact', async () => {
    const admin = await createUser(superToken, { roles: ['admin'] });
    const adminToken = await signIn(admin.username, admin.password);
    const victim = await signInAs('user009', 'user009', chrome);
    const [row] = (await rows({ username: 'user009' }, adminToken)).list;
    if (!row) throw new Error('admin does not see the session');
    const res = await call(signOut, { token: adminToken, method: 'DELETE', body: [row.id] });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/user009/);
    expect(await alive(victim)).toBe(200);
    // A user the admin may manage: signed out.
    const peer = await createUser(superToken);
    const peerToken = await signIn(peer.username, peer.password);
    const [peerRow] = (await rows({ username: peer.username }, adminToken)).list;
    expect((await call(signOut, { token: adminToken, method: 'DELETE', body: [peerRow?.id] })).status).toBe(200);
    expect(await alive(peerToken)).toBe(401);
  });

  it('keeps a scoped session to the sessions of users in its scope (404 outside, as if none)', async () => {
    const role = await createRole(superToken, ['0000', '0005', '000506', '00050600'], 'group');
    const scoped = await createUser(superToken, { roles: [role], group: '000302' });
    const scopedToken = await signInWithRole(scoped.username, role, scoped.password);
    const inside = await createUser(superToken, { group: '000302' });
    const insideToken = await signIn(inside.username, inside.password);
    const away = await createUser(superToken, { group: '000303' });
    const outsideToken = await signIn(away.username, away.password);
    const seen = await rows({ username: 'acct' }, scopedToken);
    expect(seen.list.map((r) => r.username).sort()).toEqual([inside.username, scoped.username].sort());
    expect(seen.total).toBe(2);
    expect((await rows({}, scopedToken)).list.every((r) => r.group === '000302')).toBe(true);
    const [outside] = (await rows({ username: away.username })).list;
    expect((await call(signOut, { token: scopedToken, method: 'DELETE', body: [outside?.id] })).status).toBe(404);
    expect(await alive(outsideToken)).toBe(200);
    const [insideRow] = (await rows({ username: inside.username }, scopedToken)).list;
    expect((await call(signOut, { token: scopedToken, method: 'DELETE', body: [insideRow?.id] })).status).toBe(200);
    expect(await alive(insideToken)).toBe(401);
  });
});
