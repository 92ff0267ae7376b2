import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as commonGroups } from '@/app/api/common/groups/route';
import { GET as dashboardStats } from '@/app/api/dashboard/stats/route';
import { sessionFromToken } from '@/lib/auth/session';
import { summaryCounts } from '@/lib/dashboard/service';
import { getDb } from '@/lib/db/client';
import type { DataScope } from '@/lib/scope/data-scope';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';
import { parseCsv } from '../support/csv';
import { dumpUsersAndRoles, signInWithRole } from '../support/system';

const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');
const { POST: exportUsers } = endpoint('/api/system/users/export');
const { DELETE: deleteUsers, POST: listUsers } = endpoint('/api/system/users');

// Data scope (docs/architecture.md, "Data scope"): for each of the four scopes, every read and write
// of users, with a target inside and one outside the scope. Outside answers as if the user did not
// exist (404, absent from lists and totals) and a refused write changes nothing.

type Handler = Parameters<typeof call>[0];
// The admin role's menus and actions: users, roles and the dashboard.
const managerPermissions = ['0000', '0005', '000500', '000501', '00050000', '00050002', '00050003', '00050101', '00050102', '00050103'];
const scopes: DataScope[] = ['all', 'group-tree', 'group', 'self'];
const roleCode = (scope: DataScope) => `scope${scope.replace('-', '')}`;
// Every actor sits in Development (0003), which has three groups below it.
const home = '0003';
const tree = ['0003', '000301', '000302', '000303'];
let superToken: string;
let serial = 0;

async function dumpAll(): Promise<string> {
  const db = await getDb();
  const audit = (await db.execute(sql`select count(*)::int as n from audit_log`)) as { rows?: unknown[] };
  return (await dumpUsersAndRoles()) + JSON.stringify(audit.rows);
}

async function ok(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The call answers `status` and changes nothing. */
async function unchanged(handler: Handler, options: CallOptions, status: number) {
  const before = await dumpAll();
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await dumpAll()).toBe(before);
  return res.body;
}

const userBody = (username: string, group: string, roles: string[] = []) => ({
  name: username,
  username,
  email: `${username}@example.com`,
  phone: '123456',
  group,
  roles,
  password: 'valid-pass-77',
});

/** A new user (made by super) with no roles, so that any manager may manage them. */
async function target(group: string): Promise<string> {
  serial += 1;
  return (await ok(addUser, { token: superToken, body: userBody(`target${serial}`, group) })).data.id;
}

/** A new manager whose only role has `scope`, signed in: its token and user id. */
async function actor(scope: DataScope, roles = [roleCode(scope)]): Promise<{ token: string; id: string; username: string }> {
  serial += 1;
  const username = `actor${serial}`;
  const id = (await ok(addUser, { token: superToken, body: userBody(username, home, roles) })).data.id as string;
  return { token: await signIn(username, 'valid-pass-77'), id, username };
}

/** The users a scope may see, counted independently of the code under test. */
async function countInScope(scope: DataScope, selfId: string): Promise<number> {
  const db = await getDb();
  const where =
    scope === 'all'
      ? sql`true`
      : scope === 'group-tree'
        ? sql`group_id = any(${sql.param(tree)}::text[])`
        : scope === 'group'
          ? sql`group_id = ${home}`
          : sql`id = ${selfId}`;
  const result = (await db.execute(sql`select count(*)::int as n from users where ${where}`)) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

const list = async (token: string, body: object = {}) =>
  (await ok(listUsers, { token, body: { page: 1, size: 100, ...body } })).data as { list: { id: string }[]; total: number };

beforeAll(async () => {
  superToken = await signIn();
  for (const scope of scopes) {
    await ok(addRole, { token: superToken, body: { role: roleCode(scope), name: `Scope ${scope}`, permissions: managerPermissions, dataScope: scope } });
  }
});

// Per scope: a target inside it and one outside (`all` has no outside).
const cases: { scope: DataScope; inside: (self: string) => Promise<string>; outside?: () => Promise<string> }[] = [
  { scope: 'all', inside: () => target('0001') },
  { scope: 'group-tree', inside: () => target('000301'), outside: () => target('0001') },
  { scope: 'group', inside: () => target(home), outside: () => target('000301') },
  { scope: 'self', inside: async (self) => self, outside: () => target(home) },
];

describe.each(cases)('data scope $scope', ({ scope, inside, outside }) => {
  it('lists and counts only the users in scope; the dashboard counts the same', async () => {
    const me = await actor(scope);
    const inId = await inside(me.id);
    const outId = outside && (await outside());
    const page = await list(me.token);
    const expected = await countInScope(scope, me.id);
    expect(page.total).toBe(expected);
    expect(page.list.map((u) => u.id)).toContain(inId);
    if (outId) expect(page.list.map((u) => u.id)).not.toContain(outId);
    // A group filter outside the scope finds nobody; the root ("All") finds the scope.
    if (outId) expect((await list(me.token, { group: '0001' })).total).toBe(0);
    expect((await list(me.token, { group: '00', exactTotal: true })).total).toBe(expected);
    const stats = (await ok(dashboardStats, { token: me.token })).data;
    expect(stats.totals.users).toBe(expected);
    expect(stats.usersByStatus.reduce((sum: number, s: { users: number }) => sum + s.users, 0)).toBe(expected);
    expect(stats.usersByGroup.reduce((sum: number, g: { users: number }) => sum + g.users, 0)).toBe(expected);
    expect(stats.signups.reduce((sum: number, d: { enabled: number; disabled: number }) => sum + d.enabled + d.disabled, 0)).toBeLessThanOrEqual(expected);
    // Each role's bar counts only its holders in scope: the actor's own role counts the actor.
    const ownRole = stats.usersByRole.find((r: { role: string }) => r.role === roleCode(scope));
    expect(ownRole.users).toBe(scope === 'self' ? 1 : await countRoleHolders(scope));
    if (scope !== 'all') expect(stats.usersByGroup.every((g: { id: string }) => tree.includes(g.id))).toBe(true);
    const session = await sessionFromToken(me.token);
    if (!session) throw new Error('no session');
    expect(await summaryCounts(session)).toMatchObject({ users: expected, usersEstimated: false });
    // The export is scoped as the list: the same users, every one of them.
    const exported = await call(exportUsers, { token: me.token, body: { columns: ['username'] } });
    expect(exported.status).toBe(200);
    const usernames = parseCsv(exported.text).slice(1).map(([username]) => username);
    expect(usernames).toHaveLength(expected);
    const usernameOf = async (id: string) => (await ok(userDetail, { token: superToken, params: { id } })).data.username;
    expect(usernames).toContain(await usernameOf(inId));
    if (outId) expect(usernames).not.toContain(await usernameOf(outId));
  });

  it('finds, edits and resets a user inside the scope', async () => {
    const me = await actor(scope);
    const inId = await inside(me.id);
    expect((await ok(userDetail, { token: me.token, params: { id: inId } })).data.id).toBe(inId);
    await ok(editUser, { token: me.token, body: { id: inId, name: 'Renamed' } });
    expect((await ok(userDetail, { token: me.token, params: { id: inId } })).data.name).toBe('Renamed');
    expect((await ok(resetPassword, { token: me.token, params: { id: inId } })).data.password).toBeTruthy();
  });

  it('deletes a user inside the scope', async () => {
    const me = await actor(scope);
    const inId = await inside(me.id);
    if (scope === 'self') {
      // The only user inside is oneself: found (409, not 404), and never deletable.
      await unchanged(deleteUsers, { token: me.token, method: 'DELETE', body: [inId] }, 409);
      return;
    }
    await ok(deleteUsers, { token: me.token, method: 'DELETE', body: [inId] });
    await unchanged(userDetail, { token: superToken, params: { id: inId } }, 404);
  });

  it.runIf(outside)('answers 404 for a user outside the scope on detail and every write, changing nothing', async () => {
    const me = await actor(scope);
    const inId = await inside(me.id);
    const outId = await (outside as () => Promise<string>)();
    const notFound = { code: 404, message: 'Not found.' };
    expect(await unchanged(userDetail, { token: me.token, params: { id: outId } }, 404)).toEqual(notFound);
    expect(await unchanged(editUser, { token: me.token, body: { id: outId, name: 'Hijacked' } }, 404)).toEqual(notFound);
    expect(await unchanged(editUser, { token: me.token, body: { id: outId, status: '0' } }, 404)).toEqual(notFound);
    expect(await unchanged(resetPassword, { token: me.token, params: { id: outId } }, 404)).toEqual(notFound);
    expect(await unchanged(deleteUsers, { token: me.token, method: 'DELETE', body: [outId] }, 404)).toEqual(notFound);
    // All or nothing: one outside id refuses the whole delete.
    if (inId !== me.id) expect(await unchanged(deleteUsers, { token: me.token, method: 'DELETE', body: [inId, outId] }, 404)).toEqual(notFound);
    // An id that does not exist answers exactly the same.
    expect(await unchanged(userDetail, { token: me.token, params: { id: '999999999' } }, 404)).toEqual(notFound);
  });
});

/** The holders of the scope's role among the users the scope sees (not for `self`). */
async function countRoleHolders(scope: DataScope): Promise<number> {
  const db = await getDb();
  const inScope = scope === 'all' ? sql`true` : scope === 'group-tree' ? sql`u.group_id = any(${sql.param(tree)}::text[])` : sql`u.group_id = ${home}`;
  const result = (await db.execute(
    sql`select count(*)::int as n from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id where r.code = ${roleCode(scope)} and ${inScope}`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

describe('the session scope', () => {
  it('is the widest among the roles in force, and narrows with the current role', async () => {
    const me = await actor('group', [roleCode('group'), roleCode('group-tree')]);
    const below = await target('000301');
    expect((await list(me.token)).list.map((u) => u.id)).toContain(below);
    expect((await ok(userDetail, { token: me.token, params: { id: below } })).data.id).toBe(below);
    const narrowed = await signInWithRole(me.username, roleCode('group'), 'valid-pass-77');
    expect((await list(narrowed)).list.map((u) => u.id)).not.toContain(below);
    await unchanged(userDetail, { token: narrowed, params: { id: below } }, 404);
    expect((await list(narrowed)).total).toBe(await countInScope('group', me.id));
  });

  it('is everything for super, whatever else it holds', async () => {
    const session = await sessionFromToken(superToken);
    expect(session?.dataScope).toBe('all');
  });
});

describe('group picking', () => {
  it('creates and moves users only into groups in scope (400 on group), and offers only those', async () => {
    const tree_ = await actor('group-tree');
    const group = await actor('group');
    const self = await actor('self');
    const outsideField = { group: 'This group is outside your data scope.' };
    expect((await unchanged(addUser, { token: group.token, body: userBody('escapee', '000301') }, 400)).fields).toEqual(outsideField);
    expect((await unchanged(addUser, { token: tree_.token, body: userBody('escapee', '0001') }, 400)).fields).toEqual(outsideField);
    expect((await unchanged(addUser, { token: self.token, body: userBody('escapee', home) }, 400)).fields).toEqual(outsideField);
    await ok(addUser, { token: tree_.token, body: userBody('treehire', '000302') });
    const hire = (await ok(addUser, { token: group.token, body: userBody('grouphire', home) })).data.id;
    expect((await unchanged(editUser, { token: group.token, body: { id: hire, group: '000301' } }, 400)).fields).toEqual(outsideField);
    expect((await unchanged(editUser, { token: self.token, body: { id: self.id, group: '0001' } }, 400)).fields).toEqual(outsideField);
    await ok(editUser, { token: tree_.token, body: { id: hire, group: '000303' } });

    const ids = async (token: string) => (await ok(commonGroups, { token })).data.map((g: { id: string }) => g.id).sort();
    expect(await ids(tree_.token)).toEqual([...tree].sort());
    expect(await ids(group.token)).toEqual([home]);
    expect(await ids(self.token)).toEqual([home]);
    expect((await ids(superToken)).length).toBe(7);
  });

  it('hands out no role with a wider scope than its own (403), nor makes one', async () => {
    const group = await actor('group');
    await unchanged(addRole, { token: group.token, body: { role: 'widerole', name: 'Wide', permissions: ['0000'], dataScope: 'all' } }, 403);
    await unchanged(addRole, { token: group.token, body: { role: 'widerole', name: 'Wide', permissions: ['0000'] } }, 403);
    await unchanged(addUser, { token: group.token, body: userBody('widehire', home, [roleCode('all')]) }, 403);
    await ok(addRole, { token: group.token, body: { role: 'narrowrole', name: 'Narrow', permissions: ['0000'], dataScope: 'self' } });
    await ok(addUser, { token: group.token, body: userBody('narrowhire', home, [roleCode('group')]) });
  });
});
