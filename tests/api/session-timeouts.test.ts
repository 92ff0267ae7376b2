import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as ownSessions } from '@/app/api/user/sessions/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

// Idle (SESSION_IDLE_MINUTES, 30) and absolute (SESSION_MAX_HOURS, 12) timeouts, on a fixed clock: only
// `Date` is faked, so the server's clock (token expiry, the session's times) moves when the test says.
const minute = 60_000;
let superToken: string;
let start: number;
const at = (ms: number) => vi.setSystemTime(start + ms);
const status = async (token: string) => (await call(userInfo, { token })).status;
const mark = async (username: string) => {
  const result = (await (await getDb()).execute(
    sql`select s.last_active_at from sessions s join users u on u.id = s.user_id where u.username = ${username}`,
  )) as unknown as { rows: { last_active_at: Date | string }[] };
  return new Date(result.rows[0]?.last_active_at ?? 0).getTime();
};

beforeAll(async () => {
  superToken = await signIn();
});

beforeEach(() => {
  // On the real time or after it: PostgreSQL's own now() (the session read's expiry check) is not faked.
  start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the idle timeout', () => {
  it('ends a session 30 minutes after its last request (not before), with a 401 that says so', async () => {
    const user = await createUser(superToken, { password: 'idle-test-pass' });
    const token = await signIn(user.username, 'idle-test-pass');
    at(29 * minute);
    expect(await status(token)).toBe(200);
    at(59 * minute);
    expect(await status(token)).toBe(200);
    at(89 * minute);
    expect(await status(token)).toBe(200);
    // The mark moved to 89 min: alive through 89 + 30, over once 30 minutes (plus the mark's minute) have passed.
    at(119 * minute + 59_000);
    expect(await status(token)).toBe(200);
    at(150 * minute + 59_000 + 1);
    const idle = await call(userInfo, { token });
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ code: 401, message: 'Signed out after 30 minutes without activity. Sign in again.', data: { reason: 'idle', minutes: 30 } });
    const zh = await call(userInfo, { token, locale: 'zh' });
    expect(zh.body.message).toBe('超过 30 分钟没有操作，已退出登录，请重新登录。');
    // Over for good: activity after the end does not revive it.
    expect(await status(token)).toBe(401);
  });

  it('moves the last-activity mark at most once a minute, so reads do not write', async () => {
    const user = await createUser(superToken, { password: 'mark-test-pass' });
    const token = await signIn(user.username, 'mark-test-pass');
    const signedIn = await mark(user.username);
    expect(signedIn).toBe(start);
    at(59_000);
    expect(await status(token)).toBe(200);
    expect(await mark(user.username)).toBe(start);
    at(61_000);
    expect(await status(token)).toBe(200);
    expect(await mark(user.username)).toBe(start + 61_000);
    at(90_000);
    expect(await status(token)).toBe(200);
    expect(await mark(user.username)).toBe(start + 61_000);
  });

  it('follows SESSION_IDLE_MINUTES, and an idle session is no longer listed', async () => {
    vi.stubEnv('SESSION_IDLE_MINUTES', '5');
    const user = await createUser(superToken, { password: 'short-idle-pass' });
    const idler = await signIn(user.username, 'short-idle-pass');
    at(4 * minute);
    const active = await signIn(user.username, 'short-idle-pass');
    const listed = async () => ((await call(ownSessions, { token: active })).body.data as unknown[]).length;
    expect(await listed()).toBe(2);
    at(6 * minute + 1);
    const res = await call(userInfo, { token: idler, locale: 'en' });
    expect(res.status).toBe(401);
    expect(res.body.data).toEqual({ reason: 'idle', minutes: 5 });
    expect(res.body.message).toBe('Signed out after 5 minutes without activity. Sign in again.');
    expect(await listed()).toBe(1);
  });
});

describe('the absolute timeout', () => {
  it('ends a session 12 hours after sign-in however active it is', async () => {
    const user = await createUser(superToken, { password: 'absolute-pass' });
    const token = await signIn(user.username, 'absolute-pass');
    for (let t = 20; t < 12 * 60; t += 20) {
      at(t * minute);
      expect(await status(token), `${t} min`).toBe(200);
    }
    at(12 * 60 * minute - 1000);
    expect(await status(token)).toBe(200);
    at(12 * 60 * minute);
    const res = await call(userInfo, { token });
    expect(res.body).toEqual({ code: 401, message: 'Signed out: a session lasts at most 12 hours. Sign in again.', data: { reason: 'expired', hours: 12 } });
  });

  it('follows SESSION_MAX_HOURS, for sessions already open too, with a 401 that says so', async () => {
    const user = await createUser(superToken, { password: 'max-hours-pass' });
    const token = await signIn(user.username, 'max-hours-pass');
    at(25 * minute);
    expect(await status(token)).toBe(200);
    at(50 * minute);
    expect(await status(token)).toBe(200);
    vi.stubEnv('SESSION_MAX_HOURS', '1');
    at(59 * minute);
    expect(await status(token)).toBe(200);
    at(60 * minute);
    const res = await call(userInfo, { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'Signed out: a session lasts at most 1 hours. Sign in again.', data: { reason: 'expired', hours: 1 } });
  });

  it('answers a plain 401 for a session that ended otherwise', async () => {
    const user = await createUser(superToken, { password: 'plain-end-pass' });
    const token = await signIn(user.username, 'plain-end-pass');
    await (await getDb()).execute(sql`delete from sessions where user_id = ${user.id}`);
    const res = await call(userInfo, { token });
    expect(res.body).toEqual({ code: 401, message: 'Please sign in.' });
  });
});
