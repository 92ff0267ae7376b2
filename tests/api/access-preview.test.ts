import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/tests/support/endpoint';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables } from '../support/system';

const { POST: preview } = endpoint('/api/system/access/preview');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: editPermission } = endpoint('/api/system/permissions/edit');
const { POST: listRoles } = endpoint('/api/system/roles');
const { GET: inspect } = endpoint('/api/system/access/user/{id}');

const usersPage = '000500';
const usersAdd = '00050000';
const rolesPage = '000501';
const groupsPage = '000504';
const tables = ['roles', 'role_permissions', 'user_roles', 'user_permissions', 'permissions', 'audit_log'];

let superToken: string;
let holders: { id: string }[];
let roleId: string;
let code: string;

/** The items in force for each user (the inspector's answer: the same decision as the guard). */
async function inForce(ids: readonly string[]): Promise<Map<string, Set<string>>> {
  const sets = new Map<string, Set<string>>();
  for (const id of ids) {
    const res = await call(inspect, { token: superToken, params: { id }, url: '/api/test?role=all' });
    // A disabled user can do nothing (no sign-in, no session).
    const allowed = res.body.data.user.enabled ? res.body.data.items.filter((i: { allowed: boolean }) => i.allowed) : [];
    sets.set(id, new Set(allowed.map((i: { id: string }) => i.id)));
  }
  return sets;
}

/** Per item, how many users gained and lost it between two measures. */
function diff(before: Map<string, Set<string>>, after: Map<string, Set<string>>) {
  const gained: Record<string, number> = {};
  const lost: Record<string, number> = {};
  for (const [id, was] of before) {
    const now = after.get(id) ?? new Set();
    for (const item of now) if (!was.has(item)) gained[item] = (gained[item] ?? 0) + 1;
    for (const item of was) if (!now.has(item)) lost[item] = (lost[item] ?? 0) + 1;
  }
  return { gained, lost };
}
const counts = (items: { id: string; users: number }[]) => Object.fromEntries(items.map((i) => [i.id, i.users]));

beforeAll(async () => {
  superToken = await signIn();
  code = await createRole(superToken, ['0005', usersPage, usersAdd], 'all');
  const other = await createRole(superToken, ['0005', usersPage], 'all');
  const roles = await call(listRoles, { token: superToken, body: { role: code } });
  roleId = roles.body.data.list[0].id;
  // Three holders: one also holds the users page through another role, one as an own grant of the groups page.
  holders = [
    await createUser(superToken, { roles: [code] }),
    await createUser(superToken, { roles: [code, other] }),
    await createUser(superToken, { roles: [code] }),
  ];
  const db = await getDb();
  await db.execute(sql`insert into user_permissions (user_id, permission_id) values (${holders[2]?.id ?? ''}, ${groupsPage})`);
});

describe('POST /api/system/access/preview', () => {
  it('equals the difference that saving makes, and changes nothing itself', async () => {
    const edit = { id: roleId, permissions: ['0005', rolesPage, groupsPage] };
    const change = { kind: 'role', ...edit };
    const tablesBefore = await dumpTables(tables);
    const before = await inForce(holders.map((h) => h.id));
    const res = await call(preview, { token: superToken, body: change });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await dumpTables(tables)).toBe(tablesBefore);
    expect((await call(editRole, { token: superToken, body: edit })).status).toBe(200);
    const measured = diff(before, await inForce(holders.map((h) => h.id)));
    expect(counts(res.body.data.gained)).toEqual(measured.gained);
    expect(counts(res.body.data.lost)).toEqual(measured.lost);
    // The users page stays with the holder of the other role; the groups page is new to two of three.
    expect(measured).toEqual({ gained: { [rolesPage]: 3, [groupsPage]: 2 }, lost: { [usersPage]: 2, [usersAdd]: 3 } });
    expect(res.body.data.users).toBe(3);
    expect(res.body.data.usernames).toHaveLength(3);
  });

  it('previews disabling the role', async () => {
    const before = await inForce(holders.map((h) => h.id));
    const res = await call(preview, { token: superToken, body: { kind: 'role', id: roleId, status: '0' } });
    expect((await call(editRole, { token: superToken, body: { id: roleId, status: '0' } })).status).toBe(200);
    const measured = diff(before, await inForce(holders.map((h) => h.id)));
    expect(counts(res.body.data.lost)).toEqual(measured.lost);
    expect(res.body.data.gained).toEqual([]);
    expect((await call(editRole, { token: superToken, body: { id: roleId, status: '1' } })).status).toBe(200);
  });

  it("previews a user's edit (roles, own grants, status) as saving it measures", async () => {
    const [user] = holders;
    const other = await createRole(superToken, ['0005', rolesPage], 'all');
    for (const edit of [
      { id: user!.id, roles: [other], permissions: [usersPage] },
      { id: user!.id, status: '0' },
    ]) {
      const tablesBefore = await dumpTables(tables);
      const before = await inForce([user!.id]);
      const res = await call(preview, { token: superToken, body: { kind: 'user', ...edit } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await dumpTables(tables)).toBe(tablesBefore);
      expect((await call(editUser, { token: superToken, body: edit })).status).toBe(200);
      const measured = diff(before, await inForce([user!.id]));
      expect(counts(res.body.data.gained)).toEqual(measured.gained);
      expect(counts(res.body.data.lost)).toEqual(measured.lost);
      expect(Object.keys(measured.gained).length + Object.keys(measured.lost).length).toBeGreaterThan(0);
      expect(res.body.data.users).toBe(1);
    }
    expect((await call(editUser, { token: superToken, body: { id: user!.id, status: '1', roles: [code], permissions: [] } })).status).toBe(200);
  });

  it("previews disabling a permission item as saving it measures, over every holder in scope", async () => {
    const db = await getDb();
    const result = (await db.execute(
      sql`select ur.user_id as id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where rp.permission_id = ${groupsPage}
          union select up.user_id from user_permissions up where up.permission_id = ${groupsPage}`,
    )) as { rows?: { id: string }[] };
    const ids = (result.rows ?? []).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    const tablesBefore = await dumpTables(tables);
    const before = await inForce(ids);
    const res = await call(preview, { token: superToken, body: { kind: 'permission', id: groupsPage, status: '0' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await dumpTables(tables)).toBe(tablesBefore);
    expect((await call(editPermission, { token: superToken, body: { id: groupsPage, status: '0' } })).status).toBe(200);
    try {
      const measured = diff(before, await inForce(ids));
      expect(counts(res.body.data.lost)).toEqual(measured.lost);
      expect(measured.lost).toEqual({ [groupsPage]: ids.length });
      expect(res.body.data).toMatchObject({ users: ids.length, gained: [] });
    } finally {
      expect((await call(editPermission, { token: superToken, body: { id: groupsPage, status: '1' } })).status).toBe(200);
    }
  });

  it('asks for the edit action of the page the change belongs to', async () => {
    const viewer = await createRole(superToken, ['0005', usersPage, rolesPage], 'all');
    const plain = await createUser(superToken, { roles: [viewer] });
    const token = await signIn(plain.username, plain.password);
    for (const body of [{ kind: 'user', id: holders[0]!.id, status: '0' }, { kind: 'permission', id: usersAdd, status: '0' }, { kind: 'role', id: roleId, status: '0' }]) {
      expect((await call(preview, { token, body })).status).toBe(403);
    }
  });

  it('refuses what saving would refuse, leaving nothing behind', async () => {
    const admin = await createUser(superToken, { roles: ['admin'] });
    const token = await signIn(admin.username, admin.password);
    const tablesBefore = await dumpTables(tables);
    const superRole = await call(preview, { token, body: { kind: 'role', id: '0001', status: '0' } });
    expect(superRole.status).toBe(403);
    const unknown = await call(preview, { token: superToken, body: { kind: 'role', id: 'nope' } });
    expect(unknown.status).toBe(404);
    const badKind = await call(preview, { token: superToken, body: { kind: 'group', id: roleId } });
    expect(badKind.status).toBe(400);
    expect(await dumpTables(tables)).toBe(tablesBefore);
  });
});
