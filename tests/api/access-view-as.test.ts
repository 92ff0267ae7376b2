import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeModules } from '@/app/api/openapi.json/registry';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { GET as ownAvatar } from '@/app/api/user/avatar/route';
import { GET as avatarImage } from '@/app/api/user/avatar/[id]/route';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/tests/support/endpoint';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call, type Handler } from '../support/call';
import { dumpTables } from '../support/system';

const { POST: viewAs, DELETE: endView } = endpoint('/api/system/access/view-as');
const { POST: listUsers } = endpoint('/api/system/users');

// Items: /system, users page, groups page, roles page, the inspector.
const system = '0005';
const usersPage = '000500';
const groupsPage = '000504';
const inspector = '000529';
const group = '000301';

let superToken: string;
let superId: string;
// The viewer: a role scoped to its group (Development 1) with the users and groups pages and the inspector.
let viewer: { id: string; username: string; password: string };
// The target: in the same group, a group-scoped role with the users page only.
let target: { id: string; username: string };
let targetRole: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await (await getDb()).execute(query)) as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

const roleId = async (code: string) => (await rows<{ id: string }>(sql`select id from roles where code = ${code}`))[0]!.id;

beforeAll(async () => {
  superToken = await signIn();
  superId = (await rows<{ id: string }>(sql`select id from users where username = 'super'`))[0]!.id;
  const viewerRole = await createRole(superToken, [system, usersPage, groupsPage, inspector], 'group');
  targetRole = await createRole(superToken, [system, usersPage], 'group');
  viewer = await createUser(superToken, { roles: [viewerRole], group });
  target = await createUser(superToken, { roles: [targetRole], group });
});

async function viewing(as: { id: string }, role = 'all'): Promise<string> {
  const token = await signIn(viewer.username, viewer.password);
  const started = await call(viewAs, { token, body: { userId: as.id, role } });
  expect(started.status).toBe(200);
  return token;
}

/** Every table of the database, to compare before and after. */
async function dumpAll(): Promise<string> {
  const tables = await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  return dumpTables(tables.map((t) => t.name));
}

// The operations that are not writes while viewing: the pages' lists and exports (a menu path without action),
// a dictionary's values (its page's second list), the inspector's reads, the bell's list, and the two ways out.
const reads = new Set(['POST /api/system/dicts/values', 'POST /api/system/access/explain', 'POST /api/system/access/preview', 'POST /api/user/notifications']);
const exits = new Set(['POST /api/user/logout', 'DELETE /api/system/access/view-as']);
const isPageRead = (operation: string) => /^POST \/api\/system\/\w+(\/export)?$/.test(operation);

describe('view as (issue 29)', () => {
  it('refuses every write path of the OpenAPI document with 403 "read-only preview", and changes nothing', async () => {
    const token = await viewing(target);
    const { body } = await call(openapi);
    const modules = await routeModules();
    const writes = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((m) => m.toUpperCase())
        .filter((m) => m !== 'GET')
        .map((method) => ({ path, method, operation: `${method} ${path}` }))
        .filter(({ operation }) => !reads.has(operation) && !exits.has(operation) && !isPageRead(operation)),
    );
    expect(writes.length).toBeGreaterThan(50);
    const before = await dumpAll();
    for (const { path, method, operation } of writes) {
      const handler = modules[path]?.[method as 'POST' | 'DELETE'];
      if (!handler) throw new Error(`no handler for ${operation}`);
      for (const locale of ['en', 'zh']) {
        const res = await call(handler as Handler, { token, method, locale, body: method === 'DELETE' ? ['x'] : {}, params: { id: target.id }, url: path });
        expect([operation, res.status, res.body?.message]).toEqual([operation, 403, locale === 'en' ? 'read-only preview' : '只读预览']);
      }
    }
    expect(await dumpAll()).toBe(before);
  });

  it("answers the target's menu and rows within the viewer's own: a grant or scope the target gains later stays outside", async () => {
    const token = await viewing(target);
    const info = await call(userInfo, { token });
    expect(info.body.data).toMatchObject({ id: target.id, username: target.username, currentMenuPermission: ['/system', '/system/user'] });
    expect(info.body.data.viewAs).toMatchObject({ viewer: viewer.username, role: 'all' });
    const listed = async () => (await call(listUsers, { token, body: { page: 1, size: 100 } })).body.data.list.map((u: { id: string }) => u.id);
    expect(await listed()).toEqual(expect.arrayContaining([target.id, viewer.id]));
    // As super: the target's role gains the roles page and scope all; the target moves out of the viewer's group.
    const rolesPage = (await rows<{ id: string }>(sql`select id from permissions where path = '/system/role' and type = 'menu'`))[0]!.id;
    const db = await getDb();
    const id = await roleId(targetRole);
    await db.execute(sql`insert into role_permissions (role_id, permission_id) values (${id}, ${rolesPage}), (${id}, ${groupsPage})`);
    await db.execute(sql`update roles set data_scope = 'all' where id = ${id}`);
    await db.execute(sql`update users set group_id = '000302' where id = ${target.id}`);
    try {
      const after = await call(userInfo, { token });
      // The groups page the viewer holds shows; the roles page the viewer lacks does not.
      expect(after.body.data.currentMenuPermission).toEqual(['/system', '/system/user', '/system/group']);
      const list = await listed();
      // Scope all ∩ the viewer's own group: the viewer's group's users, not the super user elsewhere, not the target now outside.
      expect(list).toContain(viewer.id);
      expect(list).not.toContain(superId);
      expect(list).not.toContain(target.id);
    } finally {
      await db.execute(sql`delete from role_permissions where role_id = ${id} and permission_id in (${rolesPage}, ${groupsPage})`);
      await db.execute(sql`update roles set data_scope = 'group' where id = ${id}`);
      await db.execute(sql`update users set group_id = ${group} where id = ${target.id}`);
    }
  });

  it('reads the avatar the shell shows (the user menu asks for it on every page): no "read-only preview" refusal', async () => {
    const token = await viewing(target);
    const own = await call(ownAvatar, { token });
    expect([own.status, own.body.data]).toEqual([200, { file: null }]);
    // The image of a user in the view's scope: none uploaded, so 404 as for anyone, never 403.
    expect((await call(avatarImage, { token, params: { id: target.id } })).status).toBe(404);
  });

  it('audits the start and the end as the viewer, and the session is the viewer\'s own again after Exit', async () => {
    const token = await viewing(target);
    const ended = await call(endView, { token, method: 'DELETE' });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ userId: target.id });
    const entries = await rows<{ user_id: string; entity: string; action: string; after: Record<string, { viewAsUserId: string | null }> }>(
      sql`select user_id, entity, action, after from audit_log where user_id = ${viewer.id} and action like 'viewAs%' order by id desc limit 2`,
    );
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ['sessions', 'viewAsEnd'],
      ['sessions', 'viewAsStart'],
    ]);
    expect(Object.values(entries[1]!.after)[0]!.viewAsUserId).toBe(target.id);
    const own = await call(userInfo, { token });
    expect(own.body.data).toMatchObject({ id: viewer.id, viewAs: null });
    expect((await call(endView, { token, method: 'DELETE' })).status).toBe(409);
  });

  it('is refused for a super holder when the viewer is admin, for a user outside the scope, oneself and a role not held', async () => {
    const admin = await createUser(superToken, { roles: ['admin'] });
    const adminToken = await signIn(admin.username, admin.password);
    const viewerToken = await signIn(viewer.username, viewer.password);
    const before = await dumpTables(['sessions', 'audit_log']);
    const superHolder = await call(viewAs, { token: adminToken, body: { userId: superId } });
    expect(superHolder.status).toBe(403);
    expect((await call(viewAs, { token: viewerToken, body: { userId: superId } })).status).toBe(404);
    expect((await call(viewAs, { token: viewerToken, body: { userId: viewer.id } })).status).toBe(400);
    const notHeld = await call(viewAs, { token: viewerToken, body: { userId: target.id, role: 'admin' } });
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.fields.role).toBeDefined();
    expect(await dumpTables(['sessions', 'audit_log'])).toBe(before);
  });
});
