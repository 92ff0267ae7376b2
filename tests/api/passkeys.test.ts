import { endpoint } from '@/tests/support/endpoint';
import { asc, eq, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { GET as mfaStatus } from '@/app/api/user/mfa/route';
import { POST as regOptions } from '@/app/api/user/mfa/passkeys/options/route';
import { POST as register } from '@/app/api/user/mfa/passkeys/route';
import { DELETE as removeRoute } from '@/app/api/user/mfa/passkeys/[id]/route';
import { POST as signinOptions } from '@/app/api/user/login/passkey/options/route';
import { POST as passkeySignin } from '@/app/api/user/login/passkey/route';
import { POST as secondStep } from '@/app/api/user/login/mfa/route';
import { POST as reauthOptions } from '@/app/api/user/reauth/passkey/options/route';
import { POST as reauth } from '@/app/api/user/reauth/route';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { passwordStep } from '../support/mfa';
import { SoftAuthenticator } from '../support/webauthn';

const { POST: resetMfa } = endpoint('/api/system/users/resetMfa/{id}');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: editRole } = endpoint('/api/system/roles/edit');

beforeAll(() => signIn());

async function history(userId: string) {
  const db = await getDb();
  const rows = await db.select({ result: t.signins.result, factor: t.signins.factor }).from(t.signins).where(eq(t.signins.userId, userId)).orderBy(asc(t.signins.id));
  return rows.map((r) => `${r.result}/${r.factor ?? '-'}`);
}

/** A new user and their session, with `authenticator`'s passkey registered under `name`. */
async function withPasskey(authenticator = new SoftAuthenticator(), name = 'Laptop') {
  const user = await createUser(await signIn());
  const token = await signIn(user.username, user.password);
  const options = await call(regOptions, { token, body: {} });
  expect(options.status).toBe(200);
  const added = await call(register, { token, body: { name, response: authenticator.register(options.body.data) } });
  expect(added.status).toBe(200);
  return { ...user, token, authenticator, passkeyId: added.body.data.id as number };
}

async function passwordless(authenticator: SoftAuthenticator, override?: Parameters<SoftAuthenticator['authenticate']>[1]) {
  const options = await call(signinOptions, { body: {} });
  expect(options.status).toBe(200);
  return call(passkeySignin, { body: { response: authenticator.authenticate(options.body.data, override) } });
}

describe('registering a passkey', () => {
  it('answers discoverable registration options, registers, and lists the passkey as a factor', async () => {
    const user = await createUser(await signIn());
    const token = await signIn(user.username, user.password);
    const options = await call(regOptions, { token, body: {} });
    expect(options.body.data).toMatchObject({
      rp: { id: 'localhost', name: 'Admin Console' },
      user: { name: user.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
    });
    const authenticator = new SoftAuthenticator();
    const added = await call(register, { token, body: { name: ' Phone ', response: authenticator.register(options.body.data) } });
    expect(added.status).toBe(200);
    const status = await call(mfaStatus, { token });
    expect(status.body.data.factors).toEqual([{ kind: 'passkey', enabledAt: expect.any(String) }]);
    expect(status.body.data.passkeys).toEqual([{ id: added.body.data.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null }]);
    // The same challenge answers once.
    const again = await call(register, { token, body: { name: 'Again', response: new SoftAuthenticator().register(options.body.data) } });
    expect(again.status).toBe(400);
    expect(again.body.fields.response).toBe('The passkey could not be registered: start again.');
  });

  it("refuses another origin, another user's challenge and a malformed answer, storing nothing", async () => {
    const a = await createUser(await signIn());
    const b = await createUser(await signIn());
    const tokenA = await signIn(a.username, a.password);
    const tokenB = await signIn(b.username, b.password);
    const optionsA = await call(regOptions, { token: tokenA, body: {} });
    const foreign = await call(register, { token: tokenB, body: { name: 'x', response: new SoftAuthenticator().register(optionsA.body.data) } });
    expect(foreign.status).toBe(400);
    const optionsB = await call(regOptions, { token: tokenB, body: {} });
    const evil = await call(register, { token: tokenB, body: { name: 'x', response: new SoftAuthenticator().register(optionsB.body.data, { origin: 'https://evil.example' }) } });
    expect(evil.status).toBe(400);
    const malformed = await call(register, { token: tokenB, body: { name: 'x', response: { id: 'abc' } } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(400);
    const noName = await call(register, { token: tokenB, body: { name: '  ', response: new SoftAuthenticator().register(optionsB.body.data) } });
    expect(noName.status).toBe(400);
    expect((await call(mfaStatus, { token: tokenB })).body.data.passkeys).toEqual([]);
    expect((await call(regOptions, { body: {} })).status).toBe(401);
  });
});

describe('signing in with a passkey alone', () => {
  it('answers the token and records the passkey in the history; the last use is stored', async () => {
    const user = await withPasskey();
    const signed = await passwordless(user.authenticator);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toEqual({ status: 'ok', token: expect.any(String) });
    expect((await call(userInfo, { token: signed.body.data.token })).body.data.username).toBe(user.username);
    expect(await history(user.id)).toContain('success/passkey');
    const [listed] = (await call(mfaStatus, { token: user.token })).body.data.passkeys;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, a counter that did not move, a challenge never issued and an unknown passkey', async () => {
    const user = await withPasskey();
    const options = await call(signinOptions, { body: {} });
    const answer = user.authenticator.authenticate(options.body.data);
    expect((await call(passkeySignin, { body: { response: answer } })).body.data.status).toBe('ok');
    const replayed = await call(passkeySignin, { body: { response: answer } });
    expect(replayed.body.data).toEqual({ status: 'error', field: 'passkey', msg: 'The passkey was not accepted: try again.' });
    // A cloned authenticator: a fresh challenge, but the counter it already used.
    const clone = await passwordless(user.authenticator, { counter: user.authenticator.counter });
    expect(clone.body.data.status).toBe('error');
    const invented = await call(passkeySignin, { body: { response: user.authenticator.authenticate({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }) } });
    expect(invented.body.data.status).toBe('error');
    // Not user-verified: a passkey alone must be two factors.
    expect((await passwordless(user.authenticator, { userVerified: false })).body.data.status).toBe('error');
    const stranger = await passwordless(new SoftAuthenticator());
    expect(stranger.body.data).toEqual({ status: 'error', field: 'passkey', msg: 'This passkey is not registered here (it may have been removed).' });
    expect(await history(user.id)).toEqual(['success/password', 'success/passkey', 'wrong-code/passkey', 'wrong-code/passkey', 'wrong-code/passkey', 'wrong-code/passkey']);
    // Still usable with a right answer.
    expect((await passwordless(user.authenticator)).body.data.status).toBe('ok');
  });

  it('counts refused answers in the sign-in throttling', async () => {
    const user = await withPasskey();
    const address = '198.51.100.77';
    for (let i = 0; i < 5; i++) {
      const options = await call(signinOptions, { body: {} });
      const refused = await call(passkeySignin, { body: { response: user.authenticator.authenticate(options.body.data, { userVerified: false }) }, address });
      expect(refused.body.data.status).toBe('error');
    }
    const options = await call(signinOptions, { body: {} });
    const blocked = await call(passkeySignin, { body: { response: user.authenticator.authenticate(options.body.data) }, address });
    expect(blocked.status).toBe(429);
  });
});

describe('a passkey as the second factor after the password', () => {
  it('offers the passkey in the methods and finishes the sign-in with an answer to the ticket-bound challenge', async () => {
    const user = await withPasskey();
    const first = await passwordStep(user.username, user.password);
    expect(first.data).toEqual({ status: 'mfa', ticket: expect.any(String), methods: ['passkey'] });
    // An answer to a passwordless challenge is no answer to this ticket.
    const loose = await call(signinOptions, { body: {} });
    const wrong = await call(secondStep, { body: { ticket: first.data.ticket, passkey: user.authenticator.authenticate(loose.body.data) } });
    expect(wrong.body.data).toMatchObject({ status: 'error', field: 'passkey' });
    const options = await call(signinOptions, { body: { ticket: first.data.ticket } });
    expect(options.body.data.allowCredentials).toEqual([{ id: user.authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);
    const done = await call(secondStep, { body: { ticket: first.data.ticket, passkey: user.authenticator.authenticate(options.body.data) } });
    expect(done.body.data).toEqual({ status: 'ok', token: expect.any(String) });
    expect((await call(signinOptions, { body: { ticket: first.data.ticket } })).status).toBe(401);
    expect(await history(user.id)).toEqual(['success/password', 'mfa-pending/password', 'wrong-code/passkey', 'success/passkey']);
  });

  it("refuses another user's passkey for the ticket", async () => {
    const user = await withPasskey();
    const other = await withPasskey();
    const first = await passwordStep(user.username, user.password);
    const options = await call(signinOptions, { body: { ticket: first.data.ticket } });
    const refused = await call(secondStep, { body: { ticket: first.data.ticket, passkey: other.authenticator.authenticate(options.body.data) } });
    expect(refused.body.data.status).toBe('error');
  });
});

describe('a role that requires a second factor', () => {
  it('is satisfied by passkeys alone: the password asks for the passkey, and a passkey signs in on its own', async () => {
    const superToken = await signIn();
    const added = await call(addRole, { token: superToken, body: { role: 'pkneeded', nameEn: 'Needs a passkey', nameZh: '需要通行密钥', mfaRequired: false } });
    expect(added.status).toBe(200);
    const user = await createUser(superToken, { roles: ['pkneeded'] });
    const token = await signIn(user.username, user.password);
    const options = await call(regOptions, { token, body: {} });
    const authenticator = new SoftAuthenticator();
    expect((await call(register, { token, body: { name: 'Key', response: authenticator.register(options.body.data) } })).status).toBe(200);
    const db = await getDb();
    const [role] = await db.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.code, 'pkneeded'));
    expect((await call(editRole, { token: superToken, body: { id: role?.id, mfaRequired: true } })).status).toBe(200);
    expect((await call(mfaStatus, { token })).body.data).toMatchObject({ required: true, factors: [{ kind: 'passkey' }] });
    expect((await passwordStep(user.username, user.password)).data).toMatchObject({ status: 'mfa', methods: ['passkey'] });
    expect((await passwordless(authenticator)).body.data.status).toBe('ok');
  });
  it('lets a forced enrolment register a passkey with the ticket: the ticket is spent and the session opened', async () => {
    const superToken = await signIn();
    expect((await call(addRole, { token: superToken, body: { role: 'pkforced', nameEn: 'Forced passkey', nameZh: '强制通行密钥', mfaRequired: true } })).status).toBe(200);
    const user = await createUser(superToken, { roles: ['pkforced'] });
    const first = await passwordStep(user.username, user.password);
    expect(first.data.status).toBe('mfa-enrol');
    const ticket: string = first.data.ticket;
    const authenticator = new SoftAuthenticator();
    const options = await call(regOptions, { token: ticket, body: {} });
    expect(options.status).toBe(200);
    expect(options.body.data.user).toMatchObject({ name: user.username });
    // A wrong answer is refused and spends nothing: the ticket still reaches the enrolment endpoints.
    const wrong = await call(register, { token: ticket, body: { name: 'Key', response: new SoftAuthenticator().register({ ...options.body.data, challenge: 'bm90LWlzc3VlZA' }) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('response');
    expect((await call(mfaStatus, { token: ticket })).body.data).toMatchObject({ passkeys: [] });
    const again = await call(regOptions, { token: ticket, body: {} });
    const done = await call(register, { token: ticket, body: { name: 'Key', response: authenticator.register(again.body.data) } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: expect.any(Number), status: 'ok', token: expect.any(String) });
    expect((await call(userInfo, { token: done.body.data.token })).status).toBe(200);
    expect(await history(user.id)).toContain('success/passkey');
    // The ticket is spent; no bearer at all is refused.
    expect((await call(regOptions, { token: ticket, body: {} })).status).toBe(401);
    expect((await call(regOptions, { body: {} })).status).toBe(401);
    expect((await passwordless(authenticator)).body.data.status).toBe('ok');
  });
});

describe('re-authenticating with a passkey', () => {
  it("offers the passkey when a sensitive call wants a fresh proof, and accepts only the session user's answer to this session's challenge", async () => {
    const user = await withPasskey();
    const other = await withPasskey();
    const db = await getDb();
    await db.execute(sql`update sessions set authenticated_at = now() - interval '11 minutes' where user_id = ${user.id}`);
    const stale = await call(regOptions, { token: user.token, body: {} });
    expect(stale.status).toBe(401);
    expect(stale.body.data).toEqual({ reason: 'reauth', methods: ['password', 'passkey'] });
    // Another user's passkey, and an answer to another session's challenge, are refused as a wrong proof.
    const options = await call(reauthOptions, { token: user.token, body: {} });
    expect(options.body.data.allowCredentials).toHaveLength(1);
    const foreign = await call(reauth, { token: user.token, body: { passkey: other.authenticator.authenticate(options.body.data) } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('passkey');
    const othersChallenge = await call(reauthOptions, { token: other.token, body: {} });
    expect((await call(reauth, { token: user.token, body: { passkey: user.authenticator.authenticate(othersChallenge.body.data) } })).status).toBe(400);
    expect((await call(regOptions, { token: user.token, body: {} })).status).toBe(401);
    const mine = await call(reauthOptions, { token: user.token, body: {} });
    expect((await call(reauth, { token: user.token, body: { passkey: user.authenticator.authenticate(mine.body.data) } })).status).toBe(200);
    expect((await call(regOptions, { token: user.token, body: {} })).status).toBe(200);
    expect(await history(user.id)).not.toContain('success/passkey');
  });
});

describe('removing passkeys', () => {
  it("removes one's own passkey only", async () => {
    const user = await withPasskey();
    const other = await withPasskey();
    expect((await call(removeRoute, { method: 'DELETE', token: other.token, params: { id: String(user.passkeyId) } })).status).toBe(404);
    expect((await call(removeRoute, { method: 'DELETE', token: user.token, params: { id: 'x' } })).status).toBe(400);
    expect((await call(removeRoute, { method: 'DELETE', token: user.token, params: { id: String(user.passkeyId) } })).status).toBe(200);
    expect((await call(mfaStatus, { token: user.token })).body.data).toMatchObject({ factors: [], passkeys: [] });
    expect((await passwordless(user.authenticator)).body.data.status).toBe('error');
    expect((await call(mfaStatus, { token: other.token })).body.data.passkeys).toHaveLength(1);
  });

  it("an administrator's reset of the second factor removes the passkeys", async () => {
    const user = await withPasskey();
    const reset = await call(resetMfa, { token: await signIn(), params: { id: user.id } });
    expect(reset.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(t.passkeys).where(eq(t.passkeys.userId, user.id))).toEqual([]);
    expect((await passwordStep(user.username, user.password)).data.status).toBe('ok');
  });
});
