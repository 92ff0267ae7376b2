import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeModules } from '@/app/api/openapi.json/registry';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call, type CallOptions, type Handler } from '../support/call';

const { POST: addChild } = endpoint('/api/system/groups/addChild');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: editUser } = endpoint('/api/system/users/edit');

// Issue 24: every endpoint of the OpenAPI document that reads or writes users, sessions, sign-ins or
// audit entries keeps a scoped session to its data scope. A session scoped to its group subtree and
// holding every permission calls each of them aimed at a user outside the scope (who has a session,
// sign-ins and audit entries): no answer names that user, and no write changes their rows. A new
// endpoint fails the first test until it is added below, with a probe or the reason it needs none.

interface Target {
  outsider: string;
  outsiderSession: string;
  outsiderKey: string;
}
/** A call aimed at the outsider, and the status it answers: 200 for a read, a refusal for a write. */
type Probe = { probe: (target: Target) => CallOptions; status: number } | { none: string };

const ownOnly = "the signed-in user's own records, by the session's own id";
const noUserData = (what: string) => `${what}: names no user`;
const list = { body: { page: 1, size: 100 } };

const endpoints: Record<string, Probe> = {
  'GET /api/health': { none: 'a health probe' },
  'GET /api/dashboard/stats': { probe: () => ({}), status: 200 },
  'GET /api/common/groups': { none: noUserData('the group pickers') },
  'GET /api/system/audit': { probe: () => ({ url: '/api/system/audit?size=100' }), status: 200 },
  'POST /api/system/audit/export': { probe: () => ({ body: {} }), status: 200 },
  'POST /api/system/users': { probe: () => list, status: 200 },
  'DELETE /api/system/users': { probe: ({ outsider }) => ({ method: 'DELETE', body: [outsider] }), status: 404 },
  'POST /api/system/users/import': {
    probe: () => {
      const raw = new FormData();
      raw.append('file', new Blob(['username,name,email,phone,group,status,roles\r\nscope.outsider,Taken Over,t@example.com,1,0002,0,\r\n']), 'users.csv');
      return { raw, url: '/api/system/users/import' };
    },
    status: 400,
  },
  'GET /api/system/users/import/template': { none: 'the import template: names no user' },
  'POST /api/system/users/add': { probe: () => ({ body: { name: 'Planted', username: 'scope.planted', email: 'p@example.com', phone: '1', group: '0002', roles: [] } }), status: 400 },
  'GET /api/system/users/detail/{id}': { probe: ({ outsider }) => ({ params: { id: outsider } }), status: 404 },
  'POST /api/system/users/edit': { probe: ({ outsider }) => ({ body: { id: outsider, name: 'Hijacked' } }), status: 404 },
  'POST /api/system/users/reset/{id}': { probe: ({ outsider }) => ({ params: { id: outsider } }), status: 404 },
  'POST /api/system/users/resetMfa/{id}': { probe: ({ outsider }) => ({ params: { id: outsider } }), status: 404 },
  'POST /api/system/users/export': { probe: () => ({ body: {} }), status: 200 },
  'POST /api/system/sessions': { probe: () => list, status: 200 },
  'DELETE /api/system/sessions': { probe: ({ outsiderSession }) => ({ method: 'DELETE', body: [outsiderSession] }), status: 404 },
  'POST /api/system/keys': { probe: () => list, status: 200 },
  'DELETE /api/system/keys': { probe: ({ outsiderKey }) => ({ method: 'DELETE', body: [outsiderKey] }), status: 404 },
  'POST /api/user/keys': { probe: () => ({ body: {} }), status: 200 },
  'DELETE /api/user/keys': { probe: ({ outsiderKey }) => ({ method: 'DELETE', body: [outsiderKey] }), status: 404 },
  'POST /api/user/keys/add': { none: ownOnly },
  'POST /api/system/signins': { probe: () => list, status: 200 },
  'POST /api/system/roles': { probe: () => list, status: 200 },
  'GET /api/system/roles/detail/{id}': { probe: () => ({ params: { id: '0001' } }), status: 200 },
  'POST /api/system/roles/add': { none: noUserData('a role (its writes are checked by the delegation rules)') },
  'POST /api/system/roles/edit': { none: noUserData('a role (its writes are checked by the delegation rules)') },
  'DELETE /api/system/roles': { none: noUserData('roles (one held by users cannot be deleted)') },
  'POST /api/system/roles/export': { probe: () => ({ body: {} }), status: 200 },
  'GET /api/user/userInfo': { probe: () => ({}), status: 200 },
  'GET /api/user/grantable': { probe: () => ({}), status: 200 },
  'GET /api/user/pageAccess': { none: 'the menu entries and own roles of the session: names no other user' },
  'POST /api/user/currentRole': { none: ownOnly },
  'POST /api/user/login': { none: 'signs in: no session yet' },
  'GET /api/user/login/challenge': { none: 'a proof-of-work challenge: no session, names no user' },
  'POST /api/user/logout': { none: ownOnly },
  'GET /api/user/profile': { probe: () => ({}), status: 200 },
  'POST /api/user/profile': { none: ownOnly },
  'POST /api/user/password': { none: ownOnly },
  'GET /api/user/preferences': { none: "the session's own preferences (keyed by its user id): names no other user" },
  'POST /api/user/preferences': { none: ownOnly },
  'GET /api/user/avatar': { none: ownOnly },
  'POST /api/user/avatar': { none: ownOnly },
  'DELETE /api/user/avatar': { none: ownOnly },
  'GET /api/user/avatar/{id}': { probe: ({ outsider }) => ({ params: { id: outsider } }), status: 404 },
  'GET /api/user/sessions': { probe: () => ({}), status: 200 },
  'DELETE /api/user/sessions': { probe: ({ outsiderSession }) => ({ method: 'DELETE', body: [outsiderSession] }), status: 404 },
  'DELETE /api/user/sessions/others': { none: ownOnly },
  'GET /api/user/signins': { probe: () => ({}), status: 200 },
  'POST /api/user/login/mfa': { none: "a sign-in's second step: no session yet" },
  'GET /api/user/mfa': { none: ownOnly },
  'POST /api/user/mfa/totp/setup': { none: ownOnly },
  'POST /api/user/mfa/totp/enable': { none: ownOnly },
  'POST /api/user/mfa/totp/disable': { none: ownOnly },
  'POST /api/user/mfa/passkeys/options': { none: ownOnly },
  'POST /api/user/mfa/passkeys': { none: ownOnly },
  'DELETE /api/user/mfa/passkeys/{id}': { none: 'one of the caller\'s own passkeys (another user\'s id answers 404)' },
  'POST /api/user/login/passkey/options': { none: 'a sign-in: no session yet' },
  'POST /api/user/login/passkey': { none: 'a sign-in: no session yet' },
  'POST /api/user/reauth': { none: ownOnly },
  'POST /api/user/reauth/passkey/options': { none: ownOnly },
  'POST /api/system/access': { probe: () => ({ body: { username: '' } }), status: 200 },
  'GET /api/system/access/user/{id}': { probe: ({ outsider }) => ({ params: { id: outsider } }), status: 404 },
  'POST /api/system/access/preview': { none: 'a role edit, rolled back: counts and names only the holders inside the scope (userScope; access-preview.test.ts)' },
  'POST /api/system/access/explain': { probe: ({ outsider }) => ({ body: { userId: outsider, role: 'all', path: '/system/user' } }), status: 404 },
  'POST /api/system/access/view-as': { probe: ({ outsider }) => ({ body: { userId: outsider } }), status: 404 },
  'DELETE /api/system/access/view-as': { none: "ends the session's own view (by its own id); the view's reads add the viewer's scope (access-view-as.test.ts)" },
  'POST /api/user/notifications': { probe: () => ({ body: {} }), status: 200 },
  'POST /api/user/notifications/read': { none: "the caller's own notifications (another user's id answers 404)" },
  'GET /api/user/notifications/stream': { none: `${ownOnly}: an event stream, which never ends to be probed` },
  'GET /api/auth/oidc/start': { none: 'a single sign-on start: no session, names no user' },
  'GET /api/auth/oidc/callback': { none: 'a single sign-on: no session yet; the user is the one a verified ID token names' },
  'GET /api/user/sso': { none: ownOnly },
  'DELETE /api/user/sso': { none: "one of the caller's own linked identities (another user's answers 404)" },
  'POST /api/user/sso/link': { none: ownOnly },
};
// The trees, notices, files, settings (the console's logo too), dictionaries and single sign-on: their rows name no
// user (the group tree's writes are scoped: group-scope.test.ts).
for (const [resource, methods] of [
  ['groups', ['POST ', 'DELETE ', 'POST /addChild', 'POST /addBrother', 'POST /edit', 'POST /move', 'POST /export', 'GET /detail/{id}']],
  ['permissions', ['POST ', 'DELETE ', 'POST /addChild', 'POST /addBrother', 'POST /edit', 'POST /move', 'POST /export', 'GET /detail/{id}']],
  ['notices', ['POST ', 'DELETE ', 'POST /add', 'POST /edit', 'POST /export', 'GET /detail/{id}']],
  // Files name their uploader as notices their author (a name kept on the row), no user record.
  ['files', ['POST ', 'DELETE ', 'POST /edit', 'POST /export', 'GET /detail/{id}', 'POST /upload', 'GET /download/{id}']],
  ['ssorules', ['POST ', 'DELETE ', 'POST /add', 'POST /edit', 'POST /export', 'GET /detail/{id}']],
  ['settings', ['POST ', 'DELETE ', 'POST /edit', 'GET /detail/{id}', 'GET /logo', 'POST /logo', 'DELETE /logo']],
  // Dictionaries and their values: coded labels, no user record.
  ['dicts', ['POST ', 'DELETE ', 'POST /add', 'POST /edit', 'POST /export', 'GET /detail/{id}', 'GET /options', 'POST /values', 'DELETE /values', 'POST /values/add', 'POST /values/edit', 'GET /values/detail/{id}']],
  ['ssoproviders', ['POST ', 'DELETE ', 'POST /add', 'POST /edit', 'POST /export', 'GET /detail/{id}']],
] as const) {
  for (const entry of methods) {
    const [method, rest] = entry.split(' ');
    endpoints[`${method} /api/system/${resource}${rest}`] = { none: noUserData(`the ${resource}`) };
  }
}
endpoints['GET /api/notices/published'] = { none: noUserData('the published notices') };
endpoints['GET /api/notices/attachment/{id}'] = { none: noUserData("a notice's attached file") };
endpoints['GET /api/system/permissions'] = { none: noUserData('the permission pickers') };

let token: string;
let target: Target;
let markers: string[];

async function ok(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The outsider's rows in the users' tables, to compare before and after. */
async function outsiderRows(): Promise<string> {
  const db = await getDb();
  const id = target.outsider;
  return JSON.stringify(
    await Promise.all([
      db.execute(sql`select * from users where id = ${id}`),
      db.execute(sql`select id, user_id, current_role from sessions where user_id = ${id} order by id`),
      db.execute(sql`select count(*)::int from signins where user_id = ${id}`),
      db.execute(sql`select count(*)::int from audit_log where ${id} = any(subjects)`),
      db.execute(sql`select id, name from api_keys where user_id = ${id} order by id`),
    ]),
  );
}

beforeAll(async () => {
  const superToken = await signIn();
  const db = await getDb();
  const all = (await db.execute(sql`select id from permissions order by id`)) as unknown as { rows: { id: string }[] };
  await ok(addRole, { token: superToken, body: { role: 'scopecover', name: 'Every permission, one subtree', permissions: all.rows.map((r) => r.id), dataScope: 'group-tree' } });
  await ok(addChild, { token: superToken, body: { parentId: '', id: 'SC01', name: 'Scope coverage' } });
  const body = (username: string, group: string, roles: string[]) => ({ name: username, username, email: `${username}@example.com`, phone: '123456', group, roles, password: 'valid-pass-77' });
  await ok(addUser, { token: superToken, body: body('scope.actor', 'SC01', ['scopecover']) });
  const outsider = (await ok(addUser, { token: superToken, body: body('scope.outsider', '0002', []) })).data.id as string;
  await ok(editUser, { token: superToken, body: { id: outsider, phone: '7654321' } });
  await signIn('scope.outsider', 'valid-pass-77');
  // The outsider holds nothing to put on a key through the API: their key is planted.
  await db.execute(sql`insert into api_keys (id, user_id, name, secret_hash, token_version, expires_at) values ('scopekey', ${outsider}, 'Outsider key', 'not-a-hash', 0, now() + interval '1 day')`);
  const session = (await db.execute(sql`select id from sessions where user_id = ${outsider}`)) as unknown as { rows: { id: string }[] };
  target = { outsider, outsiderSession: session.rows[0]?.id ?? '', outsiderKey: 'scopekey' };
  markers = [outsider, 'scope.outsider', target.outsiderSession, target.outsiderKey, 'Outsider key'];
  token = await signIn('scope.actor', 'valid-pass-77');
});

describe('every endpoint of the OpenAPI document', () => {
  it('is classified here: probed for the data scope, or named as touching no user records', async () => {
    const { body } = await call(openapi);
    const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const classified = Object.keys(endpoints);
    expect(operations.filter((o) => !classified.includes(o)), 'not classified').toEqual([]);
    expect(classified.filter((o) => !operations.includes(o)), 'not in the document').toEqual([]);
  });

  it.each(Object.entries(endpoints).filter(([, e]) => 'probe' in e))('%s names no user outside the scope and changes none', async (operation, entry) => {
    if (!('probe' in entry)) return;
    const [method, path] = operation.split(' ') as [string, string];
    const routes = (await routeModules())[path];
    const handler = routes?.[method as 'GET' | 'POST' | 'DELETE'];
    if (!handler) throw new Error(`no handler for ${operation}`);
    const before = await outsiderRows();
    const res = await call(handler as Handler, { token, method, ...entry.probe(target) });
    expect(res.status, res.text).toBe(entry.status);
    for (const marker of markers) expect(res.text, `${operation} answered ${marker}`).not.toContain(marker);
    expect(await outsiderRows()).toBe(before);
  });
});
