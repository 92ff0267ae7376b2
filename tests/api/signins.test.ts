import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { POST as logout } from '@/app/api/user/logout/route';
import { GET as ownSignins } from '@/app/api/user/signins/route';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { pruneSignins, startSigninRetention } from '@/lib/auth/signin-retention';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { POST: list } = endpoint('/api/system/signins');
const { POST: editUser } = endpoint('/api/system/users/edit');

// The sign-in history (docs/api-sessions.md): every attempt's result, never a password, its list,
// data scope and retention.
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
let superToken: string;

const attempt = (username: string, password: string, address: string) =>
  call(login, { body: { username, password }, address, headers: { 'user-agent': firefox } });
const history = async (body: object, token = superToken) => {
  const res = await call(list, { token, body: { page: 1, size: 100, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: { username: string; result: string; address: string; browser: string; os: string; at: string; userId: string | null }[]; total: number };
};
const rawRows = async (address: string) => {
  const db = await getDb();
  return ((await db.execute(sql`select * from signins where address = ${address} order by id`)) as unknown as { rows: Record<string, unknown>[] }).rows;
};

beforeAll(async () => {
  superToken = await signIn();
});

afterEach(() => {
  delete process.env.SIGNIN_RETENTION_DAYS;
});

describe('the sign-in history', () => {
  it('records every result (success, unknown username, wrong password, disabled, throttled) and sign-outs, with no password', async () => {
    const address = '192.0.2.101';
    const user = await createUser(superToken, { password: 'Secret-Pass-1' });
    expect((await attempt(user.username, 'Secret-Pass-1', address)).body.data.status).toBe('ok');
    await attempt('nobody-here', 'Guess-Pass-2', address);
    await attempt(user.username, 'Wrong-Pass-3', address);
    await call(editUser, { token: superToken, body: { id: user.id, status: '0' } });
    await attempt(user.username, 'Secret-Pass-1', address);
    for (let i = 0; i < 4; i++) await attempt(user.username, 'Wrong-Pass-4', address);
    expect((await attempt(user.username, 'Secret-Pass-1', address)).status).toBe(429);
    const results = (await rawRows(address)).map((r) => r.result);
    // Five failures of this username from this address: the fourth wrong password and the last try are
    // throttled. A disabled account answers "disabled" whatever the password, so no answer confirms one.
    expect(results).toEqual(['success', 'unknown-user', 'wrong-password', 'disabled', 'disabled', 'disabled', 'disabled', 'throttled', 'throttled']);
    const raw = JSON.stringify(await rawRows(address));
    for (const password of ['Secret-Pass-1', 'Guess-Pass-2', 'Wrong-Pass-3', 'Wrong-Pass-4']) expect(raw).not.toContain(password);
    expect(Object.keys((await rawRows(address))[0] ?? {}).sort()).toEqual(['address', 'at', 'factor', 'id', 'result', 'user_agent', 'user_id', 'username', 'username_key']);
    // A sign-out is recorded too.
    const token = await signIn('user011');
    await call(logout, { token, method: 'POST', headers: { 'user-agent': firefox } });
    expect((await history({ username: 'user011' })).list[0]).toMatchObject({ result: 'signout', browser: 'Firefox 128', os: 'Linux' });
  });

  it('lists newest first, filtered by username and address prefix, result and dates, with the total', async () => {
    await attempt('user012', 'nope', '198.51.100.20');
    await attempt('user012', 'user012', '198.51.100.21');
    const all = await history({ username: 'USER012' });
    expect(all.list.map((r) => r.result)).toEqual(['success', 'wrong-password']);
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ username: 'user012', address: '198.51.100.21', userId: '100000012' });
    expect((await history({ username: 'user012', result: 'wrong-password' })).list.map((r) => r.address)).toEqual(['198.51.100.20']);
    expect((await history({ address: '198.51.100.2' })).total).toBe(2);
    expect((await history({ address: '198.51.100.21' })).total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history({ username: 'user012', from: today, to: today })).total).toBe(2);
    expect((await history({ username: 'user012', to: '2000-01-01' })).total).toBe(0);
    expect((await call(list, { token: superToken, body: { result: 'maybe' } })).status).toBe(400);
    expect((await call(list, { token: superToken, body: { from: 'yesterday' } })).status).toBe(400);
  });

  it('shows a scoped session only the records of users in its scope', async () => {
    const role = await createRole(superToken, ['0000', '0005', '000507'], 'group');
    const scoped = await createUser(superToken, { roles: [role], group: '000303' });
    const token = await signInWithRole(scoped.username, role, scoped.password);
    await attempt('user013', 'wrong', '198.51.100.30');
    await attempt('ghost-user', 'wrong', '198.51.100.30');
    const seen = await history({}, token);
    expect(seen.list.length).toBeGreaterThan(0);
    // Their own sign-in and user011's (both in 000303), nobody else's.
    expect(new Set(seen.list.map((r) => r.username))).toEqual(new Set([scoped.username, 'user011']));
    expect(seen.total).toBe(seen.list.length);
    expect((await history({ address: '198.51.100.30' }, token)).total).toBe(0);
    expect((await history({ address: '198.51.100.30' })).total).toBe(2);
  });

  it("answers one's own last 20 attempts", async () => {
    const user = await createUser(superToken);
    for (let i = 0; i < 22; i++) await attempt(user.username, 'wrong', `203.0.113.${100 + (i % 2)}`);
    const token = await signIn(user.username, user.password);
    const res = await call(ownSignins, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data[0].result).toBe('success');
    expect(res.body.data.every((r: { username: string }) => r.username === user.username)).toBe(true);
  });
});

describe('sign-in retention', () => {
  it('deletes records older than the retention, in batches', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into signins (at, username, user_id, result, address, user_agent)
      select now() - interval '100 days' - i * interval '1 second', 'old', null, 'unknown-user', '10.9.9.9', ''
      from generate_series(1, 25) i`);
    const count = async () =>
      ((await db.execute(sql`select count(*)::int as n from signins where address = '10.9.9.9'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count()).toBe(25);
    const recent = ((await db.execute(sql`select count(*)::int as n from signins`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    expect(await pruneSignins(db, 90, 10)).toBe(25);
    expect(await count()).toBe(0);
    expect(((await db.execute(sql`select count(*)::int as n from signins`)) as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(recent - 25);
    expect(await pruneSignins(db, 90, 10)).toBe(0);
  });

  it('keeps 90 days by default, takes SIGNIN_RETENTION_DAYS, and refuses a malformed value', () => {
    expect(config.signinRetentionDays).toBe(90);
    process.env.SIGNIN_RETENTION_DAYS = '30';
    expect(config.signinRetentionDays).toBe(30);
    const stop = startSigninRetention();
    expect(stop).toBeTypeOf('function');
    stop?.();
    process.env.SIGNIN_RETENTION_DAYS = '30d';
    expect(config.signinRetentionDays).toBeNaN();
    expect(startSigninRetention()).toBeUndefined();
  });
});
