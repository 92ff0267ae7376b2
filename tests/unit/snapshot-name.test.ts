import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotPath } from '@/lib/db/embedded';

const migrations = await mkdtemp(path.join(tmpdir(), 'migrations-'));
await writeFile(path.join(migrations, '0000_init.sql'), 'create table t (id int);');
afterAll(() => rm(migrations, { recursive: true, force: true }));

describe("the embedded database's snapshot name", () => {
  it('changes with the seeding day, so a new day seeds demo sign-ups dated back from it', async () => {
    const today = await snapshotPath(migrations, '2026-11-26');
    expect(await snapshotPath(migrations, '2026-11-26')).toBe(today);
    expect(await snapshotPath(migrations, '2026-11-27')).not.toBe(today);
    expect(path.basename(today)).toMatch(/^embedded-[0-9a-f]{16}\.tar\.gz$/);
  });
});
