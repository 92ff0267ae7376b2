import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as changePassword } from '@/app/api/user/password/route';
import { GET as readProfile, POST as editProfile } from '@/app/api/user/profile/route';
import { DELETE as signOutOthers } from '@/app/api/user/sessions/others/route';
import { DELETE as signOutOwn, GET as ownSessions } from '@/app/api/user/sessions/route';
import { POST as login } from '@/app/api/user/login/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

// One's own account (docs/api-sessions.md): profile, password, own sessions. Every signed-in user has them.
let superToken: string;
const alive = async (token: string) => (await call(userInfo, { token })).status;
const lastAudit = async () => {
  const db = await getDb();
  const result = (await db.execute(sql`select entity, action, ids, user_id from audit_log order by id desc limit 1`)) as unknown as {
    rows: { entity: string; action: string; ids: string[]; user_id: string }[];
  };
  return result.rows[0];
};

beforeAll(async () => {
  superToken = await signIn();
});

describe('GET/POST /api/user/profile', () => {
  it("reads and edits one's own names, email and phone; audited as a users write", async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    expect((await call(readProfile, { token })).body.data).toMatchObject({ username: user.username, nameZh: '', phone: '123456' });
    const res = await call(editProfile, { token, url: '/api/user/profile', body: { name: 'Ada Lovelace', nameZh: '阿达', email: 'ada@example.com', phone: '+44 20-7946-0958' } });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect((await call(readProfile, { token })).body.data).toEqual({
      username: user.username, name: 'Ada Lovelace', nameZh: '阿达', email: 'ada@example.com', phone: '+44 20-7946-0958',
    });
    expect(await lastAudit()).toMatchObject({ entity: 'users', action: 'profile', ids: [user.id], user_id: user.id });
    // '' clears the Chinese name; other fields are left as they are.
    await call(editProfile, { token, body: { nameZh: '' } });
    expect((await call(readProfile, { token })).body.data).toMatchObject({ name: 'Ada Lovelace', nameZh: '' });
  });

  it('validates with the user form\'s rules (400 per field) and changes nothing then', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    const before = (await call(readProfile, { token })).body.data;
    const bad = await call(editProfile, { token, body: { name: 'A', email: 'not-an-email', phone: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ name: 'Name must be at least 2 characters.', email: 'Invalid email address.', phone: 'Invalid phone number.' });
    expect((await call(editProfile, { token, body: { name: 'Bad\u202Ename' } })).status).toBe(400);
    expect((await call(editProfile, { token, body: { username: 'renamed' } })).status).toBe(400);
    expect((await call(editProfile, { token, body: { status: '0' } })).status).toBe(400);
    expect((await call(readProfile, { token })).body.data).toEqual(before);
    expect((await call(editProfile, { body: { name: 'Nobody' } })).status).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('refuses a wrong current password with 400 on currentPassword, and counts it as a failed sign-in', async () => {
    const user = await createUser(superToken, { password: 'first-password' });
    const address = '192.0.2.150';
    const token = (await call(login, { body: { username: user.username, password: 'first-password' }, address })).body.data.token;
    const wrong = await call(changePassword, { token, address, body: { currentPassword: 'nope', newPassword: 'second-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'The current password is wrong.' });
    for (let i = 0; i < 4; i++) await call(changePassword, { token, address, body: { currentPassword: 'nope', newPassword: 'second-password' } });
    // Five failures of this username from this address: sign-in and the password change are throttled.
    expect((await call(login, { body: { username: user.username, password: 'first-password' }, address })).status).toBe(429);
    const throttled = await call(changePassword, { token, address, body: { currentPassword: 'first-password', newPassword: 'second-password' } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    // From another address the right password still works.
    expect((await call(changePassword, { token, address: '192.0.2.151', body: { currentPassword: 'first-password', newPassword: 'second-password' } })).status).toBe(200);
  });

  it('needs at least 8 characters, not containing the username', async () => {
    const user = await createUser(superToken, { password: 'first-password' });
    const token = await signIn(user.username, 'first-password');
    const short = await call(changePassword, { token, body: { currentPassword: 'first-password', newPassword: 'short' } });
    expect(short.body.fields).toEqual({ newPassword: 'Password must be at least 8 characters.' });
    const same = await call(changePassword, { token, body: { currentPassword: 'first-password', newPassword: user.username.toUpperCase() } });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ newPassword: 'The password must not contain the username.' });
    expect(await signIn(user.username, 'first-password')).toBeTypeOf('string');
  });

  it('changes the password, keeps this session and signs out every other one; audited', async () => {
    const user = await createUser(superToken, { password: 'first-password' });
    const here = await signIn(user.username, 'first-password');
    const other = await signIn(user.username, 'first-password');
    const third = await signIn(user.username, 'first-password');
    const res = await call(changePassword, { token: here, url: '/api/user/password', body: { currentPassword: 'first-password', newPassword: 'second-password' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Password changed. Other sessions signed out: 2.', data: { signedOut: 2 } });
    expect(await alive(here)).toBe(200);
    expect(await alive(other)).toBe(401);
    expect(await alive(third)).toBe(401);
    expect(await lastAudit()).toMatchObject({ entity: 'users', action: 'password', ids: [user.id] });
    expect((await call(login, { body: { username: user.username, password: 'first-password' } })).body.data.status).toBe('error');
    expect(await signIn(user.username, 'second-password')).toBeTypeOf('string');
    const db = await getDb();
    const raw = JSON.stringify(((await db.execute(sql`select * from audit_log order by id desc limit 1`)) as unknown as { rows: unknown[] }).rows);
    expect(raw).not.toMatch(/second-password|first-password|scrypt/);
  });
});

describe('/api/user/sessions', () => {
  it("lists one's own sessions (this one marked), signs out one, then all others", async () => {
    const user = await createUser(superToken);
    const here = await signIn(user.username, user.password);
    const a = await signIn(user.username, user.password);
    const b = await signIn(user.username, user.password);
    const c = await signIn(user.username, user.password);
    const list = (await call(ownSessions, { token: here })).body.data as { id: string; current: boolean; username: string }[];
    expect(list).toHaveLength(4);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.every((s) => s.username === user.username)).toBe(true);
    const other = list.find((s) => !s.current);
    const one = await call(signOutOwn, { token: here, method: 'DELETE', body: [other?.id] });
    expect(one.body).toEqual({ code: 200, message: 'Success' });
    expect([await alive(a), await alive(b), await alive(c)].filter((s) => s === 401)).toHaveLength(1);
    // Another user's session is not one's own: 404, and it stays.
    const superSession = (await call(ownSessions, { token: superToken })).body.data[0].id;
    expect((await call(signOutOwn, { token: here, method: 'DELETE', body: [superSession] })).status).toBe(404);
    expect(await alive(superToken)).toBe(200);
    const rest = await call(signOutOthers, { token: here, method: 'DELETE' });
    expect(rest.body).toMatchObject({ message: 'Other sessions signed out: 2.', data: { signedOut: 2 } });
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([401, 401, 401]);
    expect(await alive(here)).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ entity: 'sessions', action: 'delete' });
    expect(audit?.ids).toHaveLength(2);
    expect((await call(ownSessions, { token: here })).body.data).toHaveLength(1);
    // Signing out this session through the list says so.
    const self = await call(signOutOwn, { token: here, method: 'DELETE', body: [list.find((s) => s.current)?.id] });
    expect(self.body.message).toBe('Signed out, including your own current session: sign in again.');
    expect(await alive(here)).toBe(401);
  });
});
