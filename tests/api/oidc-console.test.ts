import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as callback } from '@/app/api/auth/oidc/callback/route';
import { GET as start } from '@/app/api/auth/oidc/start/route';
import { GET as ownSso, DELETE as unlink } from '@/app/api/user/sso/route';
import { POST as link } from '@/app/api/user/sso/link/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { keyMayReach } from '@/lib/auth/api-keys/reach';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables } from '../support/system';
import { browseToCallback, startTestProvider, type TestProvider } from '../support/oidc-provider';

// Issue 30: a provider added in the console by super signs users in; a signed-in user links their
// account to a provider's subject from the account page (and unlinks it after re-authenticating).

const { POST: addProvider } = endpoint('/api/system/ssoproviders/add');
const { POST: editProvider } = endpoint('/api/system/ssoproviders/edit');
const { POST: addRule } = endpoint('/api/system/ssorules/add');
const redirectUri = 'http://localhost/api/auth/oidc/callback';

let idp: TestProvider;
let superToken: string;
let providerId: string;

beforeAll(async () => {
  idp = await startTestProvider(redirectUri);
  superToken = await signIn();
  const added = await call(addProvider, {
    token: superToken,
    body: { name: 'Lab IdP', code: 'lab', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, jit: true, roleClaim: 'groups' },
  });
  expect(added.status, added.text).toBe(200);
  providerId = added.body.data.id;
});
afterAll(async () => {
  await idp.close();
});

const back = (pathAndQuery: string, token?: string) => call(callback, { url: pathAndQuery, token });
const tokenOf = (res: { headers: Headers }) => /(?:^|, )token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function startAt(provider: string): Promise<string> {
  const res = await call(start, { url: `/api/auth/oidc/start?provider=${provider}` });
  expect(res.status, res.text).toBe(302);
  return res.headers.get('location') ?? '';
}

async function owner(sub: string) {
  const db = await getDb();
  const [row] = await db.select({ id: t.oidcIdentities.userId }).from(t.oidcIdentities).where(and(eq(t.oidcIdentities.issuer, idp.issuer), eq(t.oidcIdentities.subject, sub)));
  return row?.id;
}

/** Starts a link as the session of `token`: answers the provider's callback (path and query) for `sub`. */
async function linkAt(token: string, sub: string): Promise<string> {
  const res = await call(link, { token, body: { provider: 'lab' } });
  expect(res.status, res.text).toBe(200);
  idp.signingIn = { sub, claims: {} };
  return browseToCallback(res.body.data.url, redirectUri);
}

describe('a provider added in the console', () => {
  it('signs in (just in time), the discovery read at the start from the table', async () => {
    idp.signingIn = { sub: 'lab-carol', claims: { preferred_username: 'carol' } };
    const res = await back(await browseToCallback(await startAt('lab'), redirectUri));
    expect(res.status, res.text).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/');
    expect((await call(userInfo, { token: tokenOf(res) })).status).toBe(200);
    expect(await owner('lab-carol')).toBeDefined();
  });

  it('its role claim is the only claim its role rules read', async () => {
    for (const [claim, value, role] of [['groups', 'lab-admins', '0002'], ['name', 'Dave Lab', '0003']]) {
      const rule = await call(addRule, { token: superToken, body: { provider: 'lab', claim, value, role } });
      expect(rule.status, rule.text).toBe(200);
    }
    idp.signingIn = { sub: 'lab-dave', claims: { preferred_username: 'dave', name: 'Dave Lab', groups: ['lab-admins'] } };
    expect((await back(await browseToCallback(await startAt('lab'), redirectUri))).status).toBe(303);
    const db = await getDb();
    const roles = await db.select({ role: t.userRoles.roleId }).from(t.userRoles).where(eq(t.userRoles.userId, (await owner('lab-dave')) ?? ''));
    expect(roles.map((r) => r.role)).toEqual(['0002']);
  });

  it('a disabled provider starts nothing (404), and the change is read at once', async () => {
    expect((await call(editProvider, { token: superToken, body: { id: providerId, status: '0' } })).status).toBe(200);
    try {
      const res = await call(start, { url: '/api/auth/oidc/start?provider=lab' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
    } finally {
      await call(editProvider, { token: superToken, body: { id: providerId, status: '1' } });
    }
  });

  it('without just-in-time creation an unknown subject goes back with error=noAccount', async () => {
    expect((await call(editProvider, { token: superToken, body: { id: providerId, jit: false } })).status).toBe(200);
    try {
      idp.signingIn = { sub: 'lab-stranger', claims: {} };
      const before = await dumpTables(['users', 'oidc_identities', 'sessions']);
      const res = await back(await browseToCallback(await startAt('lab'), redirectUri));
      expect(res.headers.get('location')).toBe('http://localhost/login?error=noAccount');
      expect(await dumpTables(['users', 'oidc_identities', 'sessions'])).toBe(before);
    } finally {
      await call(editProvider, { token: superToken, body: { id: providerId, jit: true } });
    }
  });
});

describe('linking an existing account', () => {
  it('links the subject to the session user (audited), who then signs in through it', async () => {
    const token = await signIn('user003');
    const res = await back(await linkAt(token, 'lab-user003'), token);
    expect(res.status, res.text).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/account?linked=1');
    const db = await getDb();
    const [me] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'user003'));
    expect(await owner('lab-user003')).toBe(me?.id);
    const [entry] = await db.select().from(t.auditLog).where(and(eq(t.auditLog.entity, 'users'), eq(t.auditLog.action, 'ssoLink')));
    expect(entry?.after[me?.id ?? '']).toMatchObject({ ssoLinks: [`${idp.issuer} lab-user003`] });
    const mine = await call(ownSso, { token });
    expect(mine.body.data.linked).toEqual([expect.objectContaining({ issuer: idp.issuer, subject: 'lab-user003', provider: 'Lab IdP' })]);
    expect(mine.body.data.providers).toEqual([{ id: 'lab', name: 'Lab IdP' }]);
    idp.signingIn = { sub: 'lab-user003', claims: {} };
    const signedIn = await back(await browseToCallback(await startAt('lab'), redirectUri));
    const info = await call(userInfo, { token: tokenOf(signedIn) });
    expect(info.body.data.userName ?? info.body.data.username).toBe('user003');
  });

  it('refuses a subject linked to another user (error=linkedElsewhere), and changes nothing', async () => {
    const token = await signIn('user004');
    const before = await dumpTables(['oidc_identities', 'audit_log']);
    const res = await back(await linkAt(token, 'lab-user003'), token);
    expect(res.headers.get('location')).toBe('http://localhost/account?ssoError=linkedElsewhere');
    expect(await dumpTables(['oidc_identities', 'audit_log'])).toBe(before);
  });

  it('a link finished without the session that started it is refused (error=linkSession)', async () => {
    const token = await signIn('user005');
    const other = await signIn();
    const callbackUrl = await linkAt(token, 'lab-user005');
    const before = await dumpTables(['oidc_identities']);
    expect((await back(callbackUrl, other)).headers.get('location')).toBe('http://localhost/account?ssoError=linkSession');
    expect((await back(await linkAt(token, 'lab-user005'))).headers.get('location')).toBe('http://localhost/login?error=linkSession');
    expect(await dumpTables(['oidc_identities'])).toBe(before);
  });

  it('unlinking needs a recent re-authentication, then removes only the own identity (audited)', async () => {
    const token = await signIn('user003');
    const db = await getDb();
    const [me] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'user003'));
    const identity = { issuer: idp.issuer, subject: 'lab-user003' };
    const someoneElses = await call(unlink, { token: await signIn('user004'), method: 'DELETE', body: identity });
    expect(someoneElses.status).toBe(404);
    await db.update(t.sessions).set({ authenticatedAt: sql`now() - interval '1 hour'` }).where(eq(t.sessions.userId, me?.id ?? ''));
    const stale = await call(unlink, { token, method: 'DELETE', body: identity });
    expect(stale.status).toBe(401);
    expect(stale.body.data).toMatchObject({ reason: 'reauth' });
    expect(await owner('lab-user003')).toBe(me?.id);
    await db.update(t.sessions).set({ authenticatedAt: sql`now()` }).where(eq(t.sessions.userId, me?.id ?? ''));
    expect((await call(unlink, { token, method: 'DELETE', body: identity })).status).toBe(200);
    expect(await owner('lab-user003')).toBeUndefined();
    const [entry] = await db.select().from(t.auditLog).where(and(eq(t.auditLog.entity, 'users'), eq(t.auditLog.action, 'ssoUnlink')));
    expect(entry?.before[me?.id ?? '']).toMatchObject({ ssoLinks: [`${idp.issuer} lab-user003`] });
    expect(entry?.after[me?.id ?? '']).not.toHaveProperty('ssoLinks');
    expect((await call(unlink, { token, method: 'DELETE', body: { issuer: 'x' } })).status).toBe(400);
  });

  it('no API key reaches the linked sign-ins', () => {
    expect(keyMayReach('/api/user/sso')).toBe(false);
    expect(keyMayReach('/api/user/sso/link')).toBe(false);
  });
});
