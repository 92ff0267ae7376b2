import { asc, eq, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { GET as mfaStatus } from '@/app/api/user/mfa/route';
import { POST as setupRoute } from '@/app/api/user/mfa/totp/setup/route';
import { POST as enableRoute } from '@/app/api/user/mfa/totp/enable/route';
import { POST as disableRoute } from '@/app/api/user/mfa/totp/disable/route';
import { setMfaClock } from '@/lib/auth/mfa/clock';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { at, clockAt, codeAt, codeStep, enrolTotp, passwordStep, t0 } from '../support/mfa';

// The database opens (and is seeded) on the first call: not inside a test's time.
beforeAll(() => signIn());
afterEach(() => setMfaClock(null));

/** A new user with TOTP enabled at t0: their username, password and secret. */
async function enrolled(options: { address?: string } = {}) {
  const user = await createUser(await signIn());
  const { secret, recoveryCodes } = await enrolTotp(await signIn(user.username, user.password), t0);
  return { ...user, secret, recoveryCodes, address: options.address };
}

async function history(userId: string) {
  const db = await getDb();
  const rows = await db.select({ result: t.signins.result, factor: t.signins.factor }).from(t.signins).where(eq(t.signins.userId, userId)).orderBy(asc(t.signins.id));
  return rows.map((r) => `${r.result}/${r.factor ?? '-'}`);
}

describe('TOTP enrolment', () => {
  it('answers a secret and its otpauth URI, confirms with the first code and answers ten recovery codes once', async () => {
    const user = await createUser(await signIn());
    const token = await signIn(user.username, user.password);
    clockAt(t0);
    const setup = await call(setupRoute, { token, body: {} });
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Admin%20Console:${user.username}?issuer=Admin%20Console&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // Not enrolled until confirmed: sign-in still needs the password alone.
    expect((await passwordStep(user.username, user.password)).data.status).toBe('ok');
    const wrong = await call(enableRoute, { token, body: { code: codeAt(secret, at(5)) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.code).toBe('The code is wrong or was already used.');
    const enabled = await call(enableRoute, { token, body: { code: codeAt(secret, t0) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(10);
    expect(enabled.body.data.recoveryCodes[0]).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const status = await call(mfaStatus, { token });
    expect(status.body.data).toMatchObject({ factors: [{ kind: 'totp' }], recoveryCodesLeft: 10, required: false });
    // Set up again while enabled: refused, nothing changes.
    expect((await call(setupRoute, { token, body: {} })).status).toBe(409);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const user = await enrolled();
    const db = await getDb();
    const [factor] = await db.select({ secret: t.totpFactors.secret }).from(t.totpFactors).where(eq(t.totpFactors.userId, user.id));
    expect(factor?.secret).toMatch(/^v1\./);
    expect(factor?.secret).not.toContain(user.secret);
    const codes = await db.select({ hash: t.recoveryCodes.codeHash }).from(t.recoveryCodes).where(eq(t.recoveryCodes.userId, user.id));
    expect(codes).toHaveLength(10);
    for (const code of user.recoveryCodes) expect(codes.map((c) => c.hash)).not.toContain(code);
  });
});

describe('signing in with a second factor', () => {
  it('answers a ticket and the methods after the password, no session; the code then answers the token', async () => {
    const user = await enrolled();
    clockAt(at(1));
    const first = await passwordStep(user.username, user.password);
    expect(first.data).toEqual({ status: 'mfa', ticket: expect.stringMatching(/^[\w-]{43}$/), methods: ['totp', 'recovery'] });
    expect(first.headers.get('set-cookie')).toBeNull();
    // The ticket is no session.
    expect((await call(userInfo, { token: first.data.ticket })).status).toBe(401);
    const second = await codeStep({ ticket: first.data.ticket, code: codeAt(user.secret, at(1)) });
    expect(second.body.data).toEqual({ status: 'ok', token: expect.any(String) });
    expect(second.headers.get('set-cookie')).toContain(`token=${second.body.data.token}`);
    expect((await call(userInfo, { token: second.body.data.token })).status).toBe(200);
    expect(await history(user.id)).toEqual(['success/password', 'mfa-pending/password', 'success/totp']);
  });

  it('refuses a code used once already (replay), within its window, and takes the next step\'s', async () => {
    const user = await enrolled();
    clockAt(at(1));
    const code = codeAt(user.secret, at(1));
    const one = await passwordStep(user.username, user.password);
    expect((await codeStep({ ticket: one.data.ticket, code })).body.data.status).toBe('ok');
    const two = await passwordStep(user.username, user.password);
    const replay = await codeStep({ ticket: two.data.ticket, code });
    expect(replay.body.data).toEqual({ status: 'error', field: 'code', msg: 'The code is wrong or was already used.' });
    // The enrolment's own code (step t0) is spent too: an older step is never taken again.
    expect((await codeStep({ ticket: two.data.ticket, code: codeAt(user.secret, t0) })).body.data.status).toBe('error');
    clockAt(at(2));
    expect((await codeStep({ ticket: two.data.ticket, code: codeAt(user.secret, at(2)) })).body.data.status).toBe('ok');
  });

  it('accepts one step of clock drift either side and refuses two', async () => {
    const user = await enrolled();
    const now = at(10);
    clockAt(now);
    const ticket = (await passwordStep(user.username, user.password)).data.ticket;
    for (const off of [-2, 2]) {
      const far = await codeStep({ ticket, code: codeAt(user.secret, now + off * 30_000) });
      expect(far.body.data.status, `${off} steps`).toBe('error');
    }
    expect((await codeStep({ ticket, code: codeAt(user.secret, now - 30_000) })).body.data.status).toBe('ok');
    const next = (await passwordStep(user.username, user.password)).data.ticket;
    expect((await codeStep({ ticket: next, code: codeAt(user.secret, now + 30_000) })).body.data.status).toBe('ok');
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const user = await enrolled();
    const [first, second] = user.recoveryCodes;
    if (!first || !second) throw new Error('no recovery codes');
    const one = await passwordStep(user.username, user.password);
    const used = await codeStep({ ticket: one.data.ticket, recoveryCode: first.toUpperCase().replace(/-/g, ' ') });
    expect(used.body.data.status).toBe('ok');
    const two = await passwordStep(user.username, user.password);
    const again = await codeStep({ ticket: two.data.ticket, recoveryCode: first });
    expect(again.body.data).toEqual({ status: 'error', field: 'recoveryCode', msg: 'The recovery code is wrong or was already used.' });
    expect((await codeStep({ ticket: two.data.ticket, recoveryCode: second })).body.data.status).toBe('ok');
    const token = await (async () => {
      const three = await passwordStep(user.username, user.password);
      clockAt(at(3));
      return (await codeStep({ ticket: three.data.ticket, code: codeAt(user.secret, at(3)) })).body.data.token as string;
    })();
    expect((await call(mfaStatus, { token })).body.data.recoveryCodesLeft).toBe(8);
    expect((await history(user.id)).slice(-3)).toEqual(['success/recovery', 'mfa-pending/password', 'success/totp']);
  });

  it('lets a ticket live five minutes and serve one sign-in', async () => {
    const user = await enrolled();
    clockAt(at(1));
    const { ticket } = (await passwordStep(user.username, user.password)).data;
    clockAt(at(1) + 5 * 60_000 + 1_000);
    const late = await codeStep({ ticket, code: codeAt(user.secret, at(1) + 5 * 60_000 + 1_000) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ code: 401, message: 'The sign-in has expired: sign in again with your password.' });
    clockAt(at(20));
    const fresh = (await passwordStep(user.username, user.password)).data.ticket;
    clockAt(at(20) + 4 * 60_000);
    expect((await codeStep({ ticket: fresh, code: codeAt(user.secret, at(20) + 4 * 60_000) })).body.data.status).toBe('ok');
    clockAt(at(40));
    const reused = await codeStep({ ticket: fresh, code: codeAt(user.secret, at(40)) });
    expect(reused.status).toBe(401);
    expect((await codeStep({ ticket: 'x'.repeat(43), code: '123456' })).status).toBe(401);
  });

  it('counts wrong codes in the sign-in throttle and records each failure with its factor', async () => {
    const user = await enrolled();
    const address = '198.51.100.77';
    clockAt(at(1));
    const { ticket } = (await passwordStep(user.username, user.password, address)).data;
    const wrong = codeAt(user.secret, at(30));
    for (let i = 0; i < 5; i++) expect((await codeStep({ ticket, code: wrong }, address)).body.data.field).toBe('code');
    // The sixth attempt is refused before it is checked, the right code included; the password step too.
    const refused = await codeStep({ ticket, code: codeAt(user.secret, at(1)) }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await passwordStep(user.username, user.password, address)).status).toBe(429);
    // Another address is not locked out.
    const other = (await passwordStep(user.username, user.password, '203.0.113.9')).data.ticket;
    expect((await codeStep({ ticket: other, code: codeAt(user.secret, at(1)) }, '203.0.113.9')).body.data.status).toBe('ok');
    expect((await history(user.id)).slice(1)).toEqual([
      'mfa-pending/password',
      ...Array<string>(5).fill('wrong-code/totp'),
      'throttled/totp',
      'throttled/-',
      'mfa-pending/password',
      'success/totp',
    ]);
  });

  it('refuses a second step without a ticket or with both proofs (400), and a ticket after a password reset', async () => {
    const user = await enrolled();
    expect((await codeStep({ ticket: '', code: '123456' })).status).toBe(400);
    const { ticket } = (await passwordStep(user.username, user.password)).data;
    expect((await codeStep({ ticket, code: '123456', recoveryCode: 'abcd' })).status).toBe(400);
    const db = await getDb();
    await db.execute(sql`update users set token_version = token_version + 1 where id = ${user.id}`);
    clockAt(at(1));
    expect((await codeStep({ ticket, code: codeAt(user.secret, at(1)) })).status).toBe(401);
  });
});

describe('turning TOTP off', () => {
  it('needs the password and a code; then the password alone signs in', async () => {
    const user = await enrolled();
    clockAt(at(1));
    const ticket = (await passwordStep(user.username, user.password)).data.ticket;
    const token = (await codeStep({ ticket, code: codeAt(user.secret, at(1)) })).body.data.token as string;
    clockAt(at(2));
    const wrongPassword = await call(disableRoute, { token, body: { password: 'nope', code: codeAt(user.secret, at(2)) } });
    expect(wrongPassword.status).toBe(400);
    expect(Object.keys(wrongPassword.body.fields)).toEqual(['password']);
    const wrongCode = await call(disableRoute, { token, body: { password: user.password, code: codeAt(user.secret, at(9)) } });
    expect(wrongCode.status).toBe(400);
    expect(Object.keys(wrongCode.body.fields)).toEqual(['code']);
    expect((await call(mfaStatus, { token })).body.data.factors).toHaveLength(1);
    const off = await call(disableRoute, { token, body: { password: user.password, code: codeAt(user.secret, at(2)) } });
    expect(off.status).toBe(200);
    expect((await call(mfaStatus, { token })).body.data).toEqual({ factors: [], passkeys: [], recoveryCodesLeft: 0, required: false });
    expect((await passwordStep(user.username, user.password)).data.status).toBe('ok');
  });
});
