import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as callback } from '@/app/api/auth/oidc/callback/route';
import { GET as start } from '@/app/api/auth/oidc/start/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables, signInWithRole } from '../support/system';
import { browseToCallback, startTestProvider, type TestProvider } from '../support/oidc-provider';

const { POST: addRule } = endpoint('/api/system/ssorules/add');
const { DELETE: removeRules } = endpoint('/api/system/ssorules');
const redirectUri = 'http://localhost/api/auth/oidc/callback';
const adminRole = '0002';
const userRole = '0003';

let idp: TestProvider;
let superToken: string;

beforeAll(async () => {
  idp = await startTestProvider(redirectUri);
  Object.assign(process.env, { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_NAME: 'Test IdP', OIDC_JIT: 'true', OIDC_MFA_AMR: 'mfa' });
  superToken = await signIn();
});
afterAll(async () => {
  for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME', 'OIDC_JIT', 'OIDC_MFA_AMR']) delete process.env[key];
  await idp.close();
});
afterEach(() => {
  idp.forgeToken = null;
  process.env.OIDC_JIT = 'true';
});

/** Starts a sign-in: answers the provider's authorisation URL (the 302's Location). */
async function begin(next?: string): Promise<URL> {
  const res = await call(start, { url: `/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ''}` });
  expect(res.status, res.text).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** The console's callback for a path and query, as the browser would call it. */
const back = (pathAndQuery: string) => call(callback, { url: pathAndQuery });

/** A whole sign-in through the provider: answers the callback's response. */
async function signInAt(sub: string, claims: Record<string, unknown>, amr?: string[]) {
  idp.signingIn = { sub, claims, amr };
  return back(await browseToCallback((await begin('/system/user')).toString(), redirectUri));
}

const tokenOf = (res: { headers: Headers }) => /(?:^|, )token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function linkedUser(sub: string) {
  const db = await getDb();
  const [row] = await db.select({ id: t.oidcIdentities.userId }).from(t.oidcIdentities).where(and(eq(t.oidcIdentities.issuer, idp.issuer), eq(t.oidcIdentities.subject, sub)));
  return row?.id;
}

async function rolesOf(userId: string | undefined) {
  const db = await getDb();
  const rows = await db.select({ role: t.userRoles.roleId }).from(t.userRoles).where(eq(t.userRoles.userId, userId ?? ''));
  return rows.map((r) => r.role).sort();
}

async function userCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(t.users);
  return row?.n ?? 0;
}

describe('sign-in through an OpenID provider', () => {
  it('creates the user just in time, maps roles from a claim, and redirects with a session', async () => {
    const rule = await call(addRule, { token: superToken, url: '/api/system/ssorules/add', body: { provider: 'default', claim: 'groups', value: 'console-admins', role: adminRole } });
    expect(rule.status, rule.text).toBe(200);
    const res = await signInAt('alice-sub', { preferred_username: 'alice', name: 'Alice', email: 'alice@example.com', groups: ['staff', 'console-admins'] });
    expect(res.status, res.text).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/system/user');
    const me = await call(userInfo, { token: tokenOf(res) });
    expect(me.status).toBe(200);
    expect(me.body.data.userName ?? me.body.data.username).toBe('alice');
    const alice = await linkedUser('alice-sub');
    expect(await rolesOf(alice)).toEqual([adminRole]);
    // In a real group: the virtual root ('00') holds no user.
    const [row] = await (await getDb()).select({ groupId: t.users.groupId }).from(t.users).where(eq(t.users.id, alice ?? ''));
    expect(row?.groupId).toMatch(/^00\d\d/);
  });

  it('a changed claim changes the roles at the next sign-in, for the same user', async () => {
    const users = await userCount();
    const before = await linkedUser('alice-sub');
    const res = await signInAt('alice-sub', { preferred_username: 'alice', groups: ['staff'] });
    expect(res.status, res.text).toBe(303);
    expect(await linkedUser('alice-sub')).toBe(before);
    expect(await rolesOf(before)).toEqual([]);
    expect(await userCount()).toBe(users);
  });

  it('matches by issuer and subject, never by email or username: a new subject is a new user', async () => {
    const res = await signInAt('mallory-sub', { preferred_username: 'alice', email: 'alice@example.com' });
    expect(res.status, res.text).toBe(303);
    const mallory = await linkedUser('mallory-sub');
    expect(mallory).toBeDefined();
    expect(mallory).not.toBe(await linkedUser('alice-sub'));
  });

  it('refuses an unknown subject when the provider does not create users, and writes nothing', async () => {
    process.env.OIDC_JIT = 'false';
    const users = await userCount();
    const res = await signInAt('nobody-sub', { preferred_username: 'nobody' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/login?error=noAccount');
    expect(tokenOf(res)).toBe('');
    expect(await userCount()).toBe(users);
    expect(await linkedUser('nobody-sub')).toBeUndefined();
  });

  it("asks for this console's second factor when a role requires it, unless the provider asserts one", async () => {
    const db = await getDb();
    await db.update(t.roles).set({ mfaRequired: true }).where(eq(t.roles.id, userRole));
    const rule = await call(addRule, { token: superToken, url: '/api/system/ssorules/add', body: { provider: 'default', claim: 'groups', value: 'staff', role: userRole } });
    expect(rule.status, rule.text).toBe(200);
    try {
      const asked = await signInAt('bob-sub', { preferred_username: 'bob', groups: ['staff'] });
      expect(asked.status).toBe(303);
      expect(asked.headers.get('location')).toMatch(/^http:\/\/localhost\/login#enrol=[\w-]{43}$/);
      expect(tokenOf(asked)).toBe('');
      const asserted = await signInAt('bob-sub', { preferred_username: 'bob', groups: ['staff'] }, ['pwd', 'mfa']);
      expect(asserted.status).toBe(303);
      expect(tokenOf(asserted)).not.toBe('');
    } finally {
      await db.update(t.roles).set({ mfaRequired: false }).where(eq(t.roles.id, userRole));
      await call(removeRules, { token: superToken, method: 'DELETE', body: { ids: [rule.body.data?.id] } });
    }
  });
});

describe('the redirect URI', () => {
  it("is the browser's origin (its Host header), not the server's bind address", async () => {
    const res = await call(start, { url: '/api/auth/oidc/start', headers: { host: 'console.example:8443' } });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe('http://console.example:8443/api/auth/oidc/callback');
  });

  it('is OIDC_REDIRECT_URI when set (behind a proxy that changes the host)', async () => {
    process.env.OIDC_REDIRECT_URI = 'https://admin.example.com/api/auth/oidc/callback';
    try {
      const res = await call(start, { url: '/api/auth/oidc/start' });
      expect(new URL(res.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe('https://admin.example.com/api/auth/oidc/callback');
    } finally {
      delete process.env.OIDC_REDIRECT_URI;
    }
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await call(start, { url: '/api/auth/oidc/start?provider=nope' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});

describe('refused callbacks change nothing', () => {
  const watched = ['users', 'user_roles', 'oidc_identities', 'sessions'];

  it('a tampered state goes back to the sign-in page with error=state', async () => {
    idp.signingIn = { sub: 'alice-sub', claims: {} };
    const url = new URL(await browseToCallback((await begin()).toString(), redirectUri), 'http://localhost');
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const before = await dumpTables(watched);
    const res = await back(url.pathname + url.search);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/login?error=state');
    expect(await dumpTables(watched)).toBe(before);
  });

  it('a replayed callback is error=state, and a replayed code with a new state error=refused', async () => {
    idp.signingIn = { sub: 'alice-sub', claims: {} };
    const first = await browseToCallback((await begin()).toString(), redirectUri);
    expect((await back(first)).status).toBe(303);
    const before = await dumpTables(watched);
    expect((await back(first)).headers.get('location')).toBe('http://localhost/login?error=state');
    const fresh = new URL(await browseToCallback((await begin()).toString(), redirectUri), 'http://localhost');
    fresh.searchParams.set('code', new URL(first, 'http://localhost').searchParams.get('code') ?? '');
    const replayed = await back(fresh.pathname + fresh.search);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get('location')).toBe('http://localhost/login?error=refused');
    expect(await dumpTables(watched)).toBe(before);
  });

  it("the provider's own refusal: access_denied is error=denied, any other error=provider; the state is spent", async () => {
    const before = await dumpTables(watched);
    for (const [error, code] of [['access_denied', 'denied'], ['server_error', 'provider']]) {
      const state = (await begin()).searchParams.get('state') ?? '';
      const res = await back(`/api/auth/oidc/callback?error=${error}&state=${state}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`http://localhost/login?error=${code}`);
      expect((await back(`/api/auth/oidc/callback?code=any&state=${state}`)).headers.get('location')).toBe('http://localhost/login?error=state');
    }
    expect(await dumpTables(watched)).toBe(before);
  });

  it('a disabled user is error=disabled, with no session', async () => {
    const alice = (await linkedUser('alice-sub')) ?? '';
    const db = await getDb();
    await db.update(t.users).set({ status: '0' }).where(eq(t.users.id, alice));
    try {
      const res = await signInAt('alice-sub', {});
      expect(res.headers.get('location')).toBe('http://localhost/login?error=disabled');
      expect(tokenOf(res)).toBe('');
    } finally {
      await db.update(t.users).set({ status: '1' }).where(eq(t.users.id, alice));
    }
  });

  it('a state that is not even a string of ours, or none, is error=state', async () => {
    for (const query of ['', '?code=x', `?state=${'x'.repeat(600)}`]) {
      expect((await back(`/api/auth/oidc/callback${query}`)).headers.get('location')).toBe('http://localhost/login?error=state');
    }
  });

  /** A callback whose token endpoint answers an ID token with these claims changed (signed by the provider's key unless said). */
  async function forged(change: Record<string, unknown>, key: 'own' | 'other' = 'own') {
    const authorization = await begin();
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: idp.issuer, sub: 'alice-sub', aud: idp.clientId, iat: now, exp: now + 300, nonce: authorization.searchParams.get('nonce'), ...change };
    idp.forgeToken = () => idp.sign(claims, key);
    const state = authorization.searchParams.get('state') ?? '';
    return back(`/api/auth/oidc/callback?code=any&state=${state}&iss=${encodeURIComponent(idp.issuer)}`);
  }

  it('the forged answer is taken when nothing is wrong with it (the checks below are real)', async () => {
    expect((await forged({})).status).toBe(303);
  });

  it.each([
    ['a wrong audience', { aud: 'another-client' }, 'own'],
    ['an expired ID token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, 'own'],
    ['a wrong nonce', { nonce: 'not-the-one' }, 'own'],
    ['another issuer', { iss: 'http://127.0.0.1:1' }, 'own'],
    ['a signature by another key', {}, 'other'],
  ] as const)('%s is error=refused', async (_name, change, key) => {
    const before = await dumpTables(watched);
    const res = await forged(change, key);
    expect(res.status, res.text).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/login?error=refused');
    expect(tokenOf(res)).toBe('');
    expect(await dumpTables(watched)).toBe(before);
  });
});

describe('role rules follow the delegation rules', () => {
  it('an administrator cannot map a role they do not hold, and nothing is written', async () => {
    const admin = await signInWithRole('user001', 'admin');
    const before = await dumpTables(['ssorules']);
    const res = await call(addRule, { token: admin, url: '/api/system/ssorules/add', body: { provider: 'default', claim: 'groups', value: 'x', role: '0001' } });
    expect(res.status).toBe(403);
    expect(await dumpTables(['ssorules'])).toBe(before);
  });
});
