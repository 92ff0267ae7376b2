import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase, getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

// DATA_DIR keeps the embedded database on disk: what was written is there after a restart.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('DATA_DIR', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('persists writes across a restart and does not seed twice', async () => {
    await closeDatabase();
    process.env.DATA_DIR = dir;
    try {
      expect((await getDatabase()).kind).toBe('pglite');
      await (await getDb()).update(t.groups).set({ nameEn: 'Renamed' }).where(eq(t.groups.id, '0001'));
      await closeDatabase();
      const db = await getDb();
      const [group] = await db.select().from(t.groups).where(eq(t.groups.id, '0001'));
      expect(group?.nameEn).toBe('Renamed');
      expect(await db.$count(t.users)).toBe(24);
    } finally {
      await closeDatabase();
      delete process.env.DATA_DIR;
    }
  });
});
