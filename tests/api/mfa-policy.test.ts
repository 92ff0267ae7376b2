import { endpoint } from '@/tests/support/endpoint';
import { asc, desc, eq, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeModules } from '@/app/api/openapi.json/registry';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { GET as mfaStatus } from '@/app/api/user/mfa/route';
import { POST as setupRoute } from '@/app/api/user/mfa/totp/setup/route';
import { POST as enableRoute } from '@/app/api/user/mfa/totp/enable/route';
import { POST as passwordRoute } from '@/app/api/user/password/route';
import { POST as reauthRoute } from '@/app/api/user/reauth/route';
import { setMfaClock } from '@/lib/auth/mfa/clock';
import { getDb } from '@/lib/db/client';
import { createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call, type Handler } from '../support/call';
import { signInWithRole } from '../support/system';
import { at, clockAt, codeAt, codeStep, enrolTotp, passwordStep, t0 } from '../support/mfa';

const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: resetMfa } = endpoint('/api/system/users/resetMfa/{id}');

let superToken: string;
beforeAll(async () => {
  superToken = await signIn();
});
afterEach(() => setMfaClock(null));

/** Ages the sessions of a token's user as if their last proof were 11 minutes old. */
async function ageSessions(userId: string) {
  const db = await getDb();
  await db.execute(sql`update sessions set authenticated_at = now() - interval '11 minutes' where user_id = ${userId}`);
}

async function userIdOf(username: string) {
  const db = await getDb();
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, username));
  return row?.id ?? '';
}

describe('a role that requires a second factor', () => {
  let roleCode: string;
  beforeAll(async () => {
    roleCode = 'mfaneeded';
    const added = await call(addRole, { token: superToken, body: { role: roleCode, nameEn: 'Needs a factor', nameZh: '需要双重验证', mfaRequired: true } });
    expect(added.status).toBe(200);
  });

  it('says so in the role API, and the switch can be turned off and on', async () => {
    const db = await getDb();
    const id = (await db.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.code, roleCode)))[0]?.id ?? '';
    expect((await call(roleDetail, { token: superToken, params: { id } })).body.data.mfaRequired).toBe(true);
    expect((await call(roleDetail, { token: superToken, params: { id: '0002' } })).body.data.mfaRequired).toBe(false);
    expect((await call(editRole, { token: superToken, body: { id, mfaRequired: 'yes' } })).status).toBe(400);
    expect((await call(editRole, { token: superToken, body: { id, mfaRequired: false } })).status).toBe(200);
    expect((await call(roleDetail, { token: superToken, params: { id } })).body.data.mfaRequired).toBe(false);
    expect((await call(editRole, { token: superToken, body: { id, mfaRequired: true } })).status).toBe(200);
  });

  it('answers an enrolment ticket instead of a session to a holder with no factor', async () => {
    const user = await createUser(superToken, { roles: [roleCode] });
    const first = await passwordStep(user.username, user.password);
    expect(first.data).toEqual({ status: 'mfa-enrol', ticket: expect.stringMatching(/^[\w-]{43}$/) });
    expect(first.headers.get('set-cookie')).toBeNull();
  });

  it('lets the ticket reach only the enrolment endpoints, every other API path answering 401', async () => {
    const user = await createUser(superToken, { roles: [roleCode] });
    const { ticket } = (await passwordStep(user.username, user.password)).data;
    const { body } = await call(openapi);
    const modules = await routeModules();
    const enrolment = ['GET /api/user/mfa', 'POST /api/user/mfa/totp/setup', 'POST /api/user/mfa/totp/enable', 'POST /api/user/mfa/passkeys/options', 'POST /api/user/mfa/passkeys'];
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const handler = modules[path]?.[method.toUpperCase() as 'GET' | 'POST' | 'DELETE'];
        const permission = handler?.spec?.permission;
        if (!handler || enrolment.includes(name) || permission === 'public' || permission === 'anonymous') continue;
        const res = await call(handler as Handler, { token: ticket, method: method.toUpperCase(), params: { id: user.id }, body: method === 'get' ? undefined : {} });
        expect(res.status, `${name} ${res.text}`).toBe(401);
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
    // A public endpoint treats it as no session at all.
    expect((await call(userInfo, { token: ticket })).status).toBe(401);
    // Until enrolment the ticket still works; enabling answers the session and spends the ticket.
    expect((await call(mfaStatus, { token: ticket })).body.data).toEqual({ factors: [], passkeys: [], recoveryCodesLeft: 0, required: true });
    const { secret, data } = await enrolTotp(ticket, t0);
    expect(data).toMatchObject({ status: 'ok', token: expect.any(String), recoveryCodes: expect.any(Array) });
    expect((await call(userInfo, { token: data.token })).status).toBe(200);
    expect((await call(setupRoute, { token: ticket, body: {} })).status).toBe(401);
    // From now on sign-in asks for the code.
    clockAt(at(1));
    const next = await passwordStep(user.username, user.password);
    expect(next.data.status).toBe('mfa');
    expect((await codeStep({ ticket: next.data.ticket, code: codeAt(secret, at(1)) })).body.data.status).toBe('ok');
  });

  it("refuses an enrolment ticket's wrong code as a failed sign-in, and an expired ticket", async () => {
    const user = await createUser(superToken, { roles: [roleCode] });
    clockAt(t0);
    const { ticket } = (await passwordStep(user.username, user.password)).data;
    const { secret } = (await call(setupRoute, { token: ticket, body: {} })).body.data;
    const wrong = await call(enableRoute, { token: ticket, body: { code: codeAt(secret, at(9)) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.code).toBe('The code is wrong or was already used.');
    const db = await getDb();
    expect(await db.$count(t.loginFailures, eq(t.loginFailures.username, user.username))).toBe(1);
    clockAt(t0 + 5 * 60_000 + 1);
    expect((await call(enableRoute, { token: ticket, body: { code: codeAt(secret, t0 + 5 * 60_000 + 1) } })).status).toBe(401);
  });
});

describe("an administrator resetting another user's second factor", () => {
  it('removes it and ends their sessions, audited; refused for a user they may not manage', async () => {
    const user = await createUser(superToken);
    const { secret } = await enrolTotp(await signIn(user.username, user.password), t0);
    clockAt(at(1));
    const ticket = (await passwordStep(user.username, user.password)).data.ticket;
    const userToken = (await codeStep({ ticket, code: codeAt(secret, at(1)) })).body.data.token as string;
    // An admin (not super) may not manage a super holder: 403 naming what is lacking.
    const adminToken = await signInWithRole('user001', 'admin');
    const superHolder = await userIdOf('user000');
    const db = await getDb();
    await enrolTotp(await signIn('user000'), at(2));
    const refused = await call(resetMfa, { token: adminToken, params: { id: superHolder } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('super');
    expect(await db.$count(t.totpFactors, eq(t.totpFactors.userId, superHolder))).toBe(1);
    // Super resets the plain user: factor and codes gone, their session ends, an audit entry says so.
    const reset = await call(resetMfa, { token: superToken, params: { id: user.id } });
    expect(reset.status).toBe(200);
    expect((await call(userInfo, { token: userToken })).status).toBe(401);
    expect((await passwordStep(user.username, user.password)).data.status).toBe('ok');
    const [audit] = await db
      .select({ action: t.auditLog.action, entity: t.auditLog.entity })
      .from(t.auditLog)
      .where(sql`${user.id} = any(${t.auditLog.ids})`)
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(audit).toEqual({ action: 'resetMfa', entity: 'users' });
    expect((await call(resetMfa, { token: superToken, params: { id: '999999' } })).status).toBe(404);
  });
});

describe('re-authentication for sensitive actions', () => {
  it('refuses a password change after 10 minutes with 401 {reason: "reauth"}, then accepts it after POST /api/user/reauth', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    await ageSessions(user.id);
    const body = { currentPassword: user.password, newPassword: 'a-new-long-password' };
    const refused = await call(passwordRoute, { token, body });
    expect(refused.status).toBe(401);
    expect(refused.body.data).toEqual({ reason: 'reauth', methods: ['password'] });
    expect(refused.body.message).toContain('10 minutes');
    // The session itself is alive: only the sensitive call is refused.
    expect((await call(userInfo, { token })).status).toBe(200);
    const wrong = await call(reauthRoute, { token, body: { password: 'wrong' } });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['password']);
    expect((await call(reauthRoute, { token, body: { password: user.password } })).status).toBe(200);
    expect((await call(passwordRoute, { token, body })).status).toBe(200);
  });

  it('takes a TOTP code as the proof, and asks before setting up a factor', async () => {
    const user = await createUser(superToken);
    const token = await signIn(user.username, user.password);
    const { secret } = await enrolTotp(token, t0);
    await ageSessions(user.id);
    const refused = await call(passwordRoute, { token, body: { currentPassword: user.password, newPassword: 'another-long-one' } });
    expect(refused.body.data.methods).toEqual(['password', 'totp']);
    clockAt(at(1));
    expect((await call(reauthRoute, { token, body: { code: codeAt(secret, at(9)) } })).status).toBe(400);
    expect((await call(reauthRoute, { token, body: { code: codeAt(secret, at(1)) } })).status).toBe(200);
    // The same code again is a replay.
    expect((await call(reauthRoute, { token, body: { code: codeAt(secret, at(1)) } })).status).toBe(400);
    const fresh = await createUser(superToken);
    const freshToken = await signIn(fresh.username, fresh.password);
    await ageSessions(fresh.id);
    expect((await call(setupRoute, { token: freshToken, body: {} })).status).toBe(401);
  });

  it('asks before granting super or editing a super holder, and a refused write changes nothing', async () => {
    const target = await createUser(superToken);
    const superId = await userIdOf('super');
    await ageSessions(superId);
    const db = await getDb();
    const roles = () => db.select({ roleId: t.userRoles.roleId }).from(t.userRoles).where(eq(t.userRoles.userId, target.id)).orderBy(asc(t.userRoles.roleId));
    const before = await roles();
    const grant = await call(editUser, { token: superToken, body: { id: target.id, roles: ['super'] } });
    expect(grant.status).toBe(401);
    expect(grant.body.data.reason).toBe('reauth');
    expect(await roles()).toEqual(before);
    const superHolder = await userIdOf('user002');
    expect((await call(editUser, { token: superToken, body: { id: superHolder, phone: '5550001' } })).status).toBe(401);
    expect((await call(editRole, { token: superToken, body: { id: '0001', nameEn: 'Super' } })).status).toBe(401);
    // A user who holds no super is edited without asking.
    expect((await call(editUser, { token: superToken, body: { id: target.id, phone: '5560001' } })).status).toBe(200);
    expect((await call(reauthRoute, { token: superToken, body: { password: 'super' } })).status).toBe(200);
    expect((await call(editUser, { token: superToken, body: { id: target.id, roles: ['super'] } })).status).toBe(200);
  });
});
