import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/db/seed';

// Migration 0009 on a database made before it: the two System pages and the session delete action
// arrive, granted to super and admin, after System's own children (a fresh database gets them from their registrations).
const folder = path.join(process.cwd(), 'drizzle');
const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
cpSync(folder, before, { recursive: true });
const journalPath = path.join(before, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
// Everything from 0009 on: drizzle applies what comes after the last applied migration, so a later one
// left in would mark 0009 as done.
journal.entries = journal.entries.filter((entry) => Number(entry.tag.slice(0, 4)) < 9);
writeFileSync(journalPath, JSON.stringify(journal));

afterAll(() => rmSync(before, { recursive: true, force: true }));

type Row = { id: string; parent_id: string; sort_order: number; path: string; type: string; action: string | null; name_en: string; icon: string | null };

async function databaseBefore0009(change?: string) {
  const client = await PGlite.create();
  const db = drizzle(client, { schema: t });
  await migrate(db, { migrationsFolder: before });
  // Seeded as the seed stood before 0009: System's first five pages and their actions (data/seed.json had
  // them then; their registrations bring them now), granted to super and admin, without the new items.
  // Today's seed writes columns later migrations add (roles.mfa_required, 0017): lent for the seeding, then
  // taken away again.
  await db.execute(sql`alter table roles add column mfa_required boolean not null default false`);
  await seedIfEmpty(db, { demo: false, superPassword: 'Long-Initial-Secret' });
  await db.execute(sql`alter table roles drop column mfa_required`);
  await db.execute(sql`insert into permissions (id, parent_id, sort_order, path, type, action, name_en, name_zh, icon) values
    ('000500', '0005', 0, '/system/user', 'menu', null, 'User', '用户管理', 'circle'),
    ('000501', '0005', 1, '/system/role', 'menu', null, 'Role', '角色管理', 'circle'),
    ('000503', '0005', 2, '/system/permission', 'menu', null, 'Permission', '权限管理', 'circle'),
    ('000504', '0005', 3, '/system/group', 'menu', null, 'Group', '组织管理', 'circle'),
    ('000505', '0005', 4, '/system/audit', 'menu', null, 'Audit', '审计日志', 'circle'),
    ('00050000', '000500', 0, '/system/user', 'action', 'add', 'Add', '新增', null),
    ('00050002', '000500', 1, '/system/user', 'action', 'delete', 'Delete', '删除', null),
    ('00050003', '000500', 2, '/system/user', 'action', 'edit', 'Edit', '编辑', null),
    ('00050101', '000501', 0, '/system/role', 'action', 'add', 'Add', '新增', null),
    ('00050102', '000501', 1, '/system/role', 'action', 'delete', 'Delete', '删除', null),
    ('00050103', '000501', 2, '/system/role', 'action', 'edit', 'Edit', '编辑', null),
    ('00050300', '000503', 0, '/system/permission', 'action', 'add', 'Add', '新增', null),
    ('00050301', '000503', 1, '/system/permission', 'action', 'delete', 'Delete', '删除', null),
    ('00050302', '000503', 2, '/system/permission', 'action', 'edit', 'Edit', '编辑', null),
    ('00050400', '000504', 0, '/system/group', 'action', 'add', 'Add', '新增', null),
    ('00050401', '000504', 1, '/system/group', 'action', 'delete', 'Delete', '删除', null),
    ('00050402', '000504', 2, '/system/group', 'action', 'edit', 'Edit', '编辑', null)`);
  await db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p where r.code in ('super', 'admin') and p.id like '00050%'`);
  if (change) await db.execute(sql.raw(change));
  return { client, db };
}

describe('migration 0009 on an existing database', () => {
  it('adds /system/session (with its delete action) and /system/signin under System, granted to super and admin', async () => {
    const { client, db } = await databaseBefore0009();
    await migrate(db, { migrationsFolder: folder });
    const rows = (await db.execute(sql`select * from permissions where id in ('000506', '000507', '00050600') order by id`)) as unknown as { rows: Row[] };
    expect(rows.rows.map((r) => [r.id, r.parent_id, r.sort_order, r.path, r.type, r.action, r.icon])).toEqual([
      ['000506', '0005', 5, '/system/session', 'menu', null, 'circle'],
      ['00050600', '000506', 0, '/system/session', 'action', 'delete', null],
      ['000507', '0005', 6, '/system/signin', 'menu', null, 'circle'],
    ]);
    const grants = (await db.execute(sql`select r.code, rp.permission_id from role_permissions rp join roles r on r.id = rp.role_id
      where rp.permission_id in ('000506', '000507', '00050600') order by 1, 2`)) as unknown as { rows: { code: string; permission_id: string }[] };
    expect(grants.rows.map((g) => `${g.code}:${g.permission_id}`).sort()).toEqual([
      'admin:000506', 'admin:00050600', 'admin:000507', 'super:000506', 'super:00050600', 'super:000507',
    ]);
    await client.close();
  });

  it('leaves a path already taken alone, and places the pages after children System gained meanwhile', async () => {
    const { client, db } = await databaseBefore0009(
      `insert into permissions (id, parent_id, sort_order, path, type, name_en, name_zh) values
        ('mine', '0005', 5, '/system/session', 'menu', 'Mine', 'Mine'), ('extra', '0005', 6, '/system/extra', 'menu', 'Extra', 'Extra')`,
    );
    await migrate(db, { migrationsFolder: folder });
    const rows = (await db.execute(sql`select id, sort_order, path from permissions where parent_id = '0005' order by sort_order`)) as unknown as { rows: Row[] };
    expect(rows.rows.map((r) => [r.id, r.sort_order, r.path]).slice(5)).toEqual([
      ['mine', 5, '/system/session'],
      ['extra', 6, '/system/extra'],
      ['000507', 7, '/system/signin'],
    ]);
    expect(((await db.execute(sql`select count(*)::int as n from permissions where id = '00050600'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await client.close();
  });
});
