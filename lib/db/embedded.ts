import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import seed from '@/data/seed.json';
import { log } from '@/lib/server/log';
import { seedLoaderVersion } from './seed-dates';

/**
 * The in-memory demo database starts from a snapshot of itself, migrated and seeded, kept in `.data/`
 * (about 0.7 s and half the memory of running initdb, migrations and the seed on every start). The
 * snapshot is named by a hash of the migrations, the seed and the seed loader's version, so any change
 * to them makes a new one.
 * Only the demo database is cached (its passwords are the public demo ones).
 */
const snapshotDir = path.join(process.cwd(), '.data');

export async function snapshotPath(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  hash.update(JSON.stringify(seed)).update(`loader ${seedLoaderVersion}`);
  return path.join(snapshotDir, `embedded-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function readSnapshot(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/** Saves a snapshot (written aside and renamed, so concurrent starts never read half a file). */
export async function saveSnapshot(client: PGlite, file: string): Promise<void> {
  try {
    const blob = await client.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, new Uint8Array(await blob.arrayBuffer()));
    await rename(temporary, file);
  } catch (error) {
    // A read-only disk only costs the next start its speed.
    log.warn({ err: error }, 'could not save the embedded database snapshot');
  }
}
