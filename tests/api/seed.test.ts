import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/server/password';
import * as t from '@/lib/db/schema';
import { seedResources } from '@/lib/db/resource-seeds';
import { seedIfEmpty } from '@/lib/db/seed';
import type { Db } from '@/lib/db/types';
import { registeredResources } from '@/resources/index';

async function freshDb() {
  const client = await PGlite.create();
  const db = drizzle(client, { schema: t });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  const typed: Db = db;
  return { client, db: typed };
}

describe('seedIfEmpty', () => {
  it('without demo data seeds the tree, the roles and one super account with the given password', async () => {
    const { client, db } = await freshDb();
    expect(await seedIfEmpty(db, { demo: false, superPassword: 'Long-Initial-Secret' })).toBe(true);
    const users = await db.select().from(t.users);
    expect(users.map((u) => u.username)).toEqual(['super']);
    expect(await verifyPassword('Long-Initial-Secret', users[0]?.passwordHash ?? '')).toBe(true);
    expect(await db.$count(t.groups)).toBe(7);
    // The sections and the demo pages; each registered resource brings its own item (below).
    expect(await db.$count(t.permissions)).toBe(21);
    expect(await db.$count(t.roles)).toBe(3);
    expect(await seedIfEmpty(db, { demo: false, superPassword: 'x' })).toBe(false);
    await client.close();
  });

  it('makes the super role require a second factor on a production database only (superMfa)', async () => {
    for (const [superMfa, expected] of [[true, true], [undefined, false]] as const) {
      const { client, db } = await freshDb();
      await seedIfEmpty(db, { demo: !superMfa, superPassword: 'Long-Initial-Secret', superMfa });
      const roles = await db.select({ code: t.roles.code, mfaRequired: t.roles.mfaRequired }).from(t.roles).orderBy(t.roles.id);
      expect(roles).toEqual([
        { code: 'super', mfaRequired: expected },
        { code: 'admin', mfaRequired: false },
        { code: 'user', mfaRequired: false },
      ]);
      await client.close();
    }
  }, 120_000);

  it('with demo data seeds the 23 demo users with their username as password', async () => {
    const { client, db } = await freshDb();
    await seedIfEmpty(db, { demo: true, superPassword: 'super' });
    const users = await db.select().from(t.users);
    expect(users).toHaveLength(24);
    const user007 = users.find((u) => u.username === 'user007');
    expect(await verifyPassword('user007', user007?.passwordHash ?? '')).toBe(true);
    await client.close();
  });

  it("with the registrations' menu items, gives the system pages the ids, places, names, dates and grants of the fixtures", async () => {
    const { client, db } = await freshDb();
    await seedIfEmpty(db, { demo: false, superPassword: 'x' });
    // Those with a place first, then the rest in registry order (the notices, and any added since).
    expect((await seedResources(db)).slice(0, 8)).toEqual(['users', 'roles', 'groups', 'permissions', 'sessions', 'audit', 'signins', 'notices']);
    // The fixtures' 41 items (data/seed.json held the system's 20 before their registrations did), the notices' 4, and any added since.
    const registered = registeredResources.reduce((n, r) => n + (r.menu ? 1 + r.menu.actions.length : 0), 0);
    expect(await db.$count(t.permissions)).toBe(21 + registered);
    expect(registered).toBeGreaterThanOrEqual(24);
    const rows = await db.select().from(t.permissions).where(inArray(t.permissions.id, system.map(([id]) => id))).orderBy(asc(t.permissions.id));
    expect(rows.map((p) => [p.id, p.parentId, p.order, p.path, p.type, p.action, p.nameEn, p.nameZh])).toEqual(system.toSorted(([a], [b]) => a.localeCompare(b)));
    for (const p of rows) expect(p, p.id).toMatchObject({ icon: p.type === 'menu' ? 'circle' : null, status: '1', createdAt: '2023-01-01 00:00:00' });
    const notice = await db.select({ order: t.permissions.order }).from(t.permissions).where(eq(t.permissions.id, '000508'));
    expect(notice).toEqual([{ order: 7 }]);
    // Granted to super and admin, as the fixtures' roles were (the user role holds none of them).
    const grants = await db
      .select({ role: t.roles.code, id: t.rolePermissions.permissionId })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, system.map(([id]) => id)));
    for (const role of ['super', 'admin']) expect(grants.filter((g) => g.role === role).map((g) => g.id).sort(), role).toEqual(system.map(([id]) => id).sort());
    expect(grants.filter((g) => g.role === 'user')).toEqual([]);
    expect(await seedResources(db)).toEqual([]);
    await client.close();
  });
});

// The system pages' items as data/seed.json seeded them: id, parent, order, path, type, action, names.
const system: [string, string, number, string, string, string | null, string, string][] = [
  ['000500', '0005', 0, '/system/user', 'menu', null, 'User', '用户管理'],
  ['000501', '0005', 1, '/system/role', 'menu', null, 'Role', '角色管理'],
  ['000503', '0005', 2, '/system/permission', 'menu', null, 'Permission', '权限管理'],
  ['000504', '0005', 3, '/system/group', 'menu', null, 'Group', '组织管理'],
  ['000505', '0005', 4, '/system/audit', 'menu', null, 'Audit', '审计日志'],
  ['000506', '0005', 5, '/system/session', 'menu', null, 'Sessions', '在线会话'],
  ['000507', '0005', 6, '/system/signin', 'menu', null, 'Sign-ins', '登录日志'],
  ['00050000', '000500', 0, '/system/user', 'action', 'add', 'Add', '新增'],
  ['00050002', '000500', 1, '/system/user', 'action', 'delete', 'Delete', '删除'],
  ['00050003', '000500', 2, '/system/user', 'action', 'edit', 'Edit', '编辑'],
  ['00050101', '000501', 0, '/system/role', 'action', 'add', 'Add', '新增'],
  ['00050102', '000501', 1, '/system/role', 'action', 'delete', 'Delete', '删除'],
  ['00050103', '000501', 2, '/system/role', 'action', 'edit', 'Edit', '编辑'],
  ['00050300', '000503', 0, '/system/permission', 'action', 'add', 'Add', '新增'],
  ['00050301', '000503', 1, '/system/permission', 'action', 'delete', 'Delete', '删除'],
  ['00050302', '000503', 2, '/system/permission', 'action', 'edit', 'Edit', '编辑'],
  ['00050400', '000504', 0, '/system/group', 'action', 'add', 'Add', '新增'],
  ['00050401', '000504', 1, '/system/group', 'action', 'delete', 'Delete', '删除'],
  ['00050402', '000504', 2, '/system/group', 'action', 'edit', 'Edit', '编辑'],
  ['00050600', '000506', 0, '/system/session', 'action', 'delete', 'Delete', '删除'],
];
