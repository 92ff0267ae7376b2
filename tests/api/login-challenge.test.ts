import { endpoint } from '@/tests/support/endpoint';
import { solveChallenge, type Challenge } from 'altcha-lib';
// The browser's solver (Web Crypto, as the sign-in form runs it), so the test proves the two agree.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as challengeRoute } from '@/app/api/user/login/challenge/route';
import { POST as login } from '@/app/api/user/login/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: signinList } = endpoint('/api/system/signins');

// The per-account limit: past 20 failures of one account from all addresses together, an attempt
// needs a solved proof-of-work challenge, unless it comes from a browser the owner signed in from.
let addressSerial = 0;
const freshAddress = () => `198.18.${Math.floor(++addressSerial / 250)}.${(addressSerial % 250) + 1}`;

const attempt = (username: string, password: string, options: { altcha?: string; cookie?: string; address?: string } = {}) =>
  call(login, {
    body: { username, password, ...(options.altcha === undefined ? {} : { altcha: options.altcha }) },
    address: options.address ?? freshAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** 20 failures of the account, each from an address of its own, so no per-address limit is reached. */
async function failFromManyAddresses(username: string) {
  for (let i = 0; i < 20; i++) expect((await attempt(username, `wrong-${i}`)).body.data.status).toBe('error');
}

async function solved(): Promise<string> {
  const res = await call(challengeRoute, { method: 'GET' });
  expect(res.status).toBe(200);
  const challenge: Challenge = res.body.data;
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  // Modest work: well under a second on a laptop, a few seconds at most on a busy 2-core machine.
  expect(performance.now() - started).toBeLessThan(5_000);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const knownDeviceOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('known_device='))?.split(';')[0];

const history = async (username: string) =>
  (await (await getDb()).select({ result: t.signins.result }).from(t.signins).where(eq(t.signins.usernameKey, username)).orderBy(t.signins.id)).map((r) => r.result);

describe('the per-account sign-in limit', () => {
  it('asks for a challenge from the 21st attempt on an account, even with the right password, and lets a solved one in once', async () => {
    await failFromManyAddresses('user015');
    const refused = await attempt('user015', 'user015');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 403,
      message: 'Too many failed sign-ins for this account: this browser must pass a short check first.',
      data: { challenge: 'required', url: '/api/user/login/challenge' },
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    const zh = await call(login, { locale: 'zh', body: { username: 'USER015', password: 'user015' }, address: freshAddress() });
    expect(zh.body.message).toBe('该账号登录失败次数过多，此浏览器需先通过简短校验。');

    const altcha = await solved();
    const signedIn = await attempt('user015', 'user015', { altcha });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.status).toBe('ok');

    const reused = await attempt('user015', 'user015', { altcha });
    expect(reused.status).toBe(403);
    expect(reused.body.data).toEqual({ challenge: 'failed', url: '/api/user/login/challenge' });
    expect(reused.body.message).toBe('The browser check failed or was already used. Try again.');

    // A solution buys one attempt, right password or wrong: a wrong one still counts.
    expect((await attempt('user015', 'wrong', { altcha: await solved() })).body.data.field).toBe('password');
    expect((await history('user015')).slice(20)).toEqual(['throttled-account', 'throttled-account', 'success', 'challenge-failed', 'wrong-password']);
    // The sign-ins page lists the refusals with their reason, and filters on it.
    const listed = async (result: string) => {
      const res = await call(signinList, { token: await signIn(), body: { page: 1, size: 100, username: 'user015', result } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.list.map((row: { result: string }) => row.result);
    };
    expect(await listed('throttled-account')).toEqual(['throttled-account', 'throttled-account']);
    expect(await listed('challenge-failed')).toEqual(['challenge-failed']);
  });

  it('counts unknown usernames the same way, so the challenge tells nothing about the account', async () => {
    await failFromManyAddresses('nobody-at-all');
    const res = await attempt('nobody-at-all', 'x');
    expect(res.status).toBe(403);
    expect(res.body.data.challenge).toBe('required');
    expect((await attempt('nobody-at-all', 'x', { altcha: await solved() })).body.data.field).toBe('username');
  });

  it('refuses a tampered, malformed or foreign solution with 403, never 500, and a wrong type with 400', async () => {
    await failFromManyAddresses('user016');
    const good = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    const tampered = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: 'ab'.repeat(32) } };
    const extra = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, data: { x: 1 } } } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const altcha of ['', 'not base64 at all', encode({}), encode(tampered), encode(wrongKey), encode(extra), encode('x'.repeat(100)), 'e30='.repeat(1000)]) {
      const res = await attempt('user016', 'user016', { altcha });
      expect(res.status, altcha.slice(0, 40)).toBe(403);
      expect(res.body.data.challenge).toBe('failed');
    }
    const wrongType = await call(login, { body: { username: 'user016', password: 'user016', altcha: 42 }, address: freshAddress() });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.fields)).toEqual(['altcha']);
    const tooLong = await call(login, { body: { username: 'user016', password: 'user016', altcha: 'a'.repeat(5000) }, address: freshAddress() });
    expect(tooLong.status).toBe(400);
    // The intact solution is still good: the refused ones spent nothing.
    expect((await attempt('user016', 'user016', { altcha: encode(good) })).body.data.status).toBe('ok');
  });

  it('lets the owner in without a challenge from a browser they signed in from (its known-device cookie)', async () => {
    const first = await attempt('user017', 'user017');
    const cookie = knownDeviceOf(first.headers);
    expect(cookie).toMatch(/^known_device=[\w-]+\.[\w-]+\.[\w-]+$/);
    const header = first.headers.getSetCookie().find((c) => c.startsWith('known_device=')) ?? '';
    expect(header.toLowerCase()).toContain('httponly');
    expect(header).toMatch(/Max-Age=15552000/);
    await failFromManyAddresses('user017');
    expect((await attempt('user017', 'user017')).status).toBe(403);
    const again = await attempt('user017', 'user017', { cookie });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('ok');
    // Bound to its user: another user's cookie, a session token or a forged one does not help.
    const other = knownDeviceOf((await attempt('user018', 'user018')).headers);
    expect((await attempt('user017', 'user017', { cookie: other })).status).toBe(403);
    expect((await attempt('user017', 'user017', { cookie: `known_device=${again.body.data.token}` })).status).toBe(403);
    expect((await attempt('user017', 'user017', { cookie: `${cookie}x` })).status).toBe(403);
    expect((await attempt('user017', 'user017', { cookie: 'known_device=garbage' })).status).toBe(403);
  });

  it('keeps the per-(account, address) limit for a known browser', async () => {
    const cookie = knownDeviceOf((await attempt('user019', 'user019')).headers);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await attempt('user019', 'wrong', { cookie, address });
    expect((await attempt('user019', 'user019', { cookie, address })).status).toBe(429);
    expect((await attempt('user019', 'user019', { cookie })).body.data.status).toBe('ok');
  });

  it('records spent solutions in the database every instance shares, and sweeps those whose challenge expired', async () => {
    const db = await getDb();
    await db.insert(t.spentChallenges).values({ signature: 'expired'.padEnd(64, '0'), expiresAt: new Date(Date.now() - 1000) });
    await failFromManyAddresses('user020');
    expect((await attempt('user020', 'user020', { altcha: await solved() })).body.data.status).toBe('ok');
    const rows = await db.select().from(t.spentChallenges);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.signature).toMatch(/^[0-9a-f]{64}$/);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('GET /api/user/login/challenge', () => {
  it('answers a signed challenge that expires, never cached; other methods get 405', async () => {
    const res = await call(challengeRoute, { method: 'GET', url: '/api/user/login/challenge?x=1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.data.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(res.body.data.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const { POST } = await import('@/app/api/user/login/challenge/route');
    const post = await call(POST, { body: {} });
    expect(post.status).toBe(405);
    expect(post.body.code).toBe(405);
  });

  it('is in the OpenAPI document, and sign-in declares its 403', async () => {
    const { body } = await call(openapi);
    expect(body.paths['/api/user/login/challenge'].get.security).toEqual([]);
    const refused = body.paths['/api/user/login'].post.responses['403'];
    expect(refused.description).toContain('/api/user/login/challenge');
    expect(JSON.stringify(refused.content)).toContain('"enum":["required","failed"]');
    expect(body.paths['/api/user/login'].post.requestBody.content['application/json'].schema.properties.altcha).toMatchObject({ type: 'string' });
  });
});
