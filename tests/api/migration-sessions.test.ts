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
// arrive, granted to super and admin, after System's own children (a fresh database gets them from the seed).
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
  // Seeded as the seed stood before 0009: without the new items. Today's seed writes columns later
  // migrations add (roles.mfa_required, 0016): lent for the seeding, then taken away again.
  await db.execute(sql`alter table roles add column mfa_required boolean not null default false`);
  await seedIfEmpty(db, { demo: false, superPassword: 'Long-Initial-Secret' });
  await db.execute(sql`alter table roles drop column mfa_required`);
  await db.execute(sql`delete from permissions where id in ('00050600', '000506', '000507')`);
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
