import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/tests/support/endpoint';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { GET: inspect } = endpoint('/api/system/access/user/{id}');
const { POST: explain } = endpoint('/api/system/access/explain');
const { POST: pick } = endpoint('/api/system/access');

// Items: /system, users page, users add, users delete, groups page, the inspector.
const system = '0005';
const usersPage = '000500';
const usersAdd = '00050000';
const usersDelete = '00050002';
const groupsPage = '000504';
const inspector = '000529';

let superToken: string;
let superId: string;
// A user in Development 1 holding a group-scoped role (users page and add) and a disabled role
// (users delete), with an own grant of the groups page.
let target: { id: string; username: string };
let scoped: string;
let disabledRole: string;

async function rows(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await (await getDb()).execute(query)) as { rows?: Record<string, string>[] };
  return (result.rows ?? []).map((row) => Object.values(row)[0] ?? '');
}

async function setStatus(table: 'roles' | 'permissions', column: 'code' | 'id', value: string, status: '0' | '1') {
  const db = await getDb();
  await db.execute(sql`update ${sql.identifier(table)} set status = ${status} where ${sql.identifier(column)} = ${value}`);
}

beforeAll(async () => {
  superToken = await signIn();
  superId = (await call(pick, { token: superToken, body: { username: 'super' } })).body.data.list[0].id;
  scoped = await createRole(superToken, [system, usersPage, usersAdd], 'group');
  disabledRole = await createRole(superToken, [system, usersPage, usersDelete], 'all');
  target = await createUser(superToken, { roles: [scoped, disabledRole], group: '000301' });
  const db = await getDb();
  await db.execute(sql`insert into user_permissions (user_id, permission_id) values (${target.id}, ${groupsPage})`);
  await setStatus('roles', 'code', disabledRole, '0');
});

const explainAs = (body: Record<string, unknown>, locale = 'en') =>
  call(explain, { token: superToken, locale, body: { userId: target.id, role: 'all', ...body } });

describe('POST /api/system/access/explain', () => {
  it('allows through a role and through an own grant, saying so', async () => {
    const byRole = await explainAs({ path: '/system/user', action: 'add' });
    expect(byRole.status).toBe(200);
    expect(byRole.body.data.allowed).toBe(true);
    expect(byRole.body.data.reasons).toEqual([{ kind: 'grantedByRole', role: scoped, text: `allowed: role ${scoped} grants /system/user add` }]);
    const own = await explainAs({ path: '/system/group' });
    expect(own.body.data).toEqual({ allowed: true, reasons: [{ kind: 'grantedOwn', text: "allowed: the user's own grant of /system/group" }] });
  });

  it('names a missing grant, a disabled role and a disabled item, in both languages', async () => {
    const refused = await explainAs({ path: '/system/user', action: 'delete' });
    expect(refused.body.data.allowed).toBe(false);
    expect(refused.body.data.reasons.map((r: { text: string }) => r.text)).toEqual([
      `refused: roles ${scoped} lack /system/user delete`,
      `role ${disabledRole} grants /system/user delete, but the role is disabled`,
    ]);
    await setStatus('permissions', 'id', usersAdd, '0');
    try {
      const zh = await explainAs({ path: '/system/user', action: 'add' }, 'zh');
      expect(zh.body.data.allowed).toBe(false);
      expect(zh.body.data.reasons).toContainEqual({ kind: 'itemDisabled', text: '权限项 /system/user add 已停用' });
    } finally {
      await setStatus('permissions', 'id', usersAdd, '1');
    }
  });

  it('names a role that is not the current one, and the fallback from a disabled current role', async () => {
    const notCurrent = await call(explain, { token: superToken, body: { userId: superId, role: 'user', path: '/system/user' } });
    expect(notCurrent.body.data.allowed).toBe(false);
    expect(notCurrent.body.data.reasons).toContainEqual({ kind: 'roleNotCurrent', role: 'super', text: 'role super grants /system/user, but it is not the current role' });
    const fallback = await explainAs({ role: disabledRole, path: '/system/user' });
    expect(fallback.body.data.allowed).toBe(true);
    expect(fallback.body.data.reasons[0].kind).toBe('currentRoleFallback');
  });

  it('places a record in the data scope: in the user group, outside it, with the group named', async () => {
    const inside = await explainAs({ path: '/system/user', recordId: target.id });
    expect(inside.body.data.allowed).toBe(true);
    expect(inside.body.data.reasons).toContainEqual({ kind: 'inScope', record: 'user', scope: 'group', text: "the user is inside the data scope 'own group' (group Development 1 Department)" });
    const outside = await explainAs({ path: '/system/user', recordId: superId });
    expect(outside.body.data.allowed).toBe(false);
    expect(outside.body.data.reasons).toContainEqual({ kind: 'outsideScope', record: 'user', scope: 'group', text: "refused: the user is outside the data scope 'own group' (group Development 1 Department)" });
    const group = await explainAs({ path: '/system/user', action: 'add', recordId: '0002' });
    expect(group.body.data.reasons).toContainEqual(expect.objectContaining({ kind: 'outsideScope', record: 'group' }));
  });

  it('names every kind of reason in words, in both languages, with the scope and its group for a user or a group record', async () => {
    const requests = [
      { path: '/system/user', action: 'add' },
      { path: '/system/group' },
      { path: '/system/user', action: 'delete' },
      { role: disabledRole, path: '/system/user' },
      { path: '/system/user', recordId: target.id },
      { path: '/system/user', recordId: superId },
      { path: '/system/user', action: 'add', recordId: '000301' },
      { path: '/system/user', action: 'add', recordId: '0002' },
    ];
    const noRole = await createUser(superToken, { roles: [] });
    for (const locale of ['en', 'zh']) {
      const reasons: { kind: string; record?: string; text: string }[] = [];
      for (const body of requests) reasons.push(...(await explainAs(body, locale)).body.data.reasons);
      reasons.push(...(await call(explain, { token: superToken, locale, body: { userId: superId, role: 'user', path: '/system/user' } })).body.data.reasons);
      const none = await call(explain, { token: superToken, locale, body: { userId: noRole.id, role: 'all', path: '/system/user' } });
      reasons.push(...none.body.data.reasons);
      await setStatus('permissions', 'id', usersAdd, '0');
      try {
        reasons.push(...(await explainAs({ path: '/system/user', action: 'add' }, locale)).body.data.reasons);
      } finally {
        await setStatus('permissions', 'id', usersAdd, '1');
      }
      const kinds = new Set(reasons.map((r) => (r.record ? `${r.kind} ${r.record}` : r.kind)));
      expect([...kinds].sort()).toEqual(
        ['currentRoleFallback', 'grantedByRole', 'grantedOwn', 'inScope group', 'inScope user', 'itemDisabled', 'noGrant', 'outsideScope group', 'outsideScope user', 'roleDisabled', 'roleNotCurrent'].sort(),
      );
      // Every reason is a sentence of the catalogue (no message id), and a record's names its scope and group.
      for (const r of reasons) expect(r.text).not.toMatch(/api\.access|\{/);
      const group = locale === 'en' ? 'Development 1 Department' : (await rows(sql`select name_zh from groups where id = '000301'`))[0];
      for (const r of reasons.filter((x) => x.record)) expect(r.text).toContain(String(group));
      expect(none.body.data.reasons[0].text).toEqual(locale === 'en' ? 'refused: no role in force and no own grant of /system/user' : expect.any(String));
    }
  });

  it('answers 400 on a role the user does not hold, an unknown record or a bad body', async () => {
    const role = await explainAs({ role: 'super', path: '/system/user' });
    expect(role.status).toBe(400);
    expect(role.body.fields.role).toBe('The user does not hold the role super.');
    const record = await explainAs({ path: '/system/user', recordId: 'nobody-here' });
    expect(record.status).toBe(400);
    expect(Object.keys(record.body.fields)).toEqual(['recordId']);
    for (const body of [{ path: 'system' }, { path: '/x', action: 'read' }, { path: '/x\u0000' }, { path: '/x', extra: 1 }]) {
      expect((await explainAs(body)).status).toBe(400);
    }
  });
});

describe('GET /api/system/access/user/{id}', () => {
  it('answers each item with its sources, the menu in force and the scope with its groups', async () => {
    const res = await call(inspect, { token: superToken, params: { id: target.id }, url: '/api/test?role=all' });
    expect(res.status).toBe(200);
    const { items, menu, scope, roles } = res.body.data;
    const byId = (id: string) => items.find((i: { id: string }) => i.id === id);
    expect(byId(usersPage).sources).toEqual([{ role: scoped, enabled: true }, { role: disabledRole, enabled: false }]);
    expect(byId(usersPage).allowed).toBe(true);
    expect(byId(usersDelete)).toMatchObject({ allowed: false, sources: [{ role: disabledRole, enabled: false }] });
    expect(byId(groupsPage).sources).toEqual([{ role: null, enabled: true }]);
    expect(menu).toEqual(['/system', '/system/user', '/system/group']);
    // An item in force under a parent that is not (an own grant of /chart/antv without /chart): no menu entry.
    const db = await getDb();
    await db.execute(sql`insert into user_permissions (user_id, permission_id) values (${target.id}, '000200')`);
    try {
      const again = await call(inspect, { token: superToken, params: { id: target.id }, url: '/api/test?role=all' });
      expect(again.body.data.items.find((i: { id: string }) => i.id === '000200')).toMatchObject({ allowed: true });
      expect(again.body.data.menu).toEqual(['/system', '/system/user', '/system/group']);
    } finally {
      await db.execute(sql`delete from user_permissions where user_id = ${target.id} and permission_id = '000200'`);
    }
    expect(scope).toEqual({ scope: 'group', allGroups: false, groups: [{ id: '000301', name: 'Development 1 Department' }], more: false });
    expect(roles.map((r: { enabled: boolean }) => r.enabled)).toEqual([true, false]);
  });

  it('refuses a user outside the session scope (404) and one holding more than the session (403)', async () => {
    const looker = await createRole(superToken, [system, usersPage, inspector], 'group');
    const watcher = await createUser(superToken, { roles: [looker], group: '0002' });
    const token = await signInWithRole(watcher.username, looker, watcher.password);
    const outside = await call(inspect, { token, params: { id: target.id } });
    expect(outside.status).toBe(404);
    const admin = await createUser(superToken, { roles: ['admin'], group: '0002' });
    const adminToken = await signIn(admin.username, admin.password);
    const superHolder = await call(inspect, { token: adminToken, params: { id: superId } });
    expect(superHolder.status).toBe(403);
    const explained = await call(explain, { token: adminToken, body: { userId: superId, role: 'all', path: '/system/user' } });
    expect(explained.status).toBe(403);
    // The picker offers neither: the admin session manages no super holder.
    const offered = await call(pick, { token: adminToken, body: { username: '' } });
    expect(offered.body.data.list.some((u: { id: string }) => u.id === superId)).toBe(false);
    expect(offered.body.data.list.some((u: { id: string }) => u.id === admin.id)).toBe(true);
  });

  it('refuses a session without the inspector permission', async () => {
    const plain = await createUser(superToken, { roles: [scoped], group: '000301' });
    const token = await signIn(plain.username, plain.password);
    expect((await call(inspect, { token, params: { id: plain.id } })).status).toBe(403);
    expect((await call(explain, { token, body: { userId: plain.id, role: 'all', path: '/' } })).status).toBe(403);
  });
});
