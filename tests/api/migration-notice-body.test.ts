import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0015 on a database with notices written before it: each single text becomes the Chinese text
// when it holds Han characters, else the English one; the other language is left empty (readers fall back).
const folder = path.join(process.cwd(), 'drizzle');
const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
cpSync(folder, before, { recursive: true });
const journalPath = path.join(before, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
journal.entries = journal.entries.filter((entry) => Number(entry.tag.slice(0, 4)) < 15);
writeFileSync(journalPath, JSON.stringify(journal));

afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0015 on an existing database', () => {
  it('moves each notice’s text to the language it is written in', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into notices (id, title_en, title_zh, body, starts_at, ends_at, author_id, author) values
      ('en', 'A', 'A', 'Read-only from 22:00.', now(), now() + interval '1 day', 'u', 'super'),
      ('zh', 'B', 'B', '今晚 22:00 起只读。', now(), now() + interval '1 day', 'u', 'super'),
      ('none', 'C', 'C', '', now(), now() + interval '1 day', 'u', 'super')`);
    await migrate(db, { migrationsFolder: folder });
    const rows = (await db.execute(sql`select id, body_en, body_zh from notices order by id`)).rows;
    expect(rows).toEqual([
      { id: 'en', body_en: 'Read-only from 22:00.', body_zh: '' },
      { id: 'none', body_en: '', body_zh: '' },
      { id: 'zh', body_en: '', body_zh: '今晚 22:00 起只读。' },
    ]);
    const columns = (await db.execute(sql`select column_name from information_schema.columns where table_name = 'notices' and column_name like 'body%' order by 1`)).rows;
    expect(columns).toEqual([{ column_name: 'body_en' }, { column_name: 'body_zh' }]);
    await client.close();
  });
});
