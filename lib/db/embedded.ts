import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import seed from '@/data/seed.json';
import { log } from '@/lib/server/log';
import { registeredResources } from '@/resources/index';
import { seedLoaderVersion } from './seed-dates';

/**
 * The in-memory demo database starts from a snapshot of itself, migrated and seeded, kept in `.data/`
 * (about 0.7 s and half the memory of running initdb, migrations and the seed on every start). The
 * snapshot is named by a hash of the migrations, the seed (data/ and the registrations' menu items), the
 * seed loader's version and the seeding day
 * (the demo users' sign-ups are dated back from it), so any change to them, and each new day, makes a new
 * one; saving one removes the others.
 * Only the demo database is cached (its passwords are the public demo ones).
 */
const snapshotDir = path.join(process.cwd(), '.data');

export async function snapshotPath(migrationsFolder: string, today: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  // The menu items' titles come from each registration's `menu.*` messages: a renamed title is a new snapshot.
  hash.update(JSON.stringify(seed)).update(JSON.stringify(registeredResources.map((r) => [r.menu ?? null, r.menu ? [r.messages.en.menu, r.messages.zh.menu] : null])));
  hash.update(`loader ${seedLoaderVersion}`).update(`day ${today}`);
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
    await removeOthers(file);
  } catch (error) {
    // A read-only disk only costs the next start its speed.
    log.warn({ err: error }, 'could not save the embedded database snapshot');
  }
}

/** Removes the snapshots other than `file` (an older day's, or an older seed's): one is kept, not one a day. */
async function removeOthers(file: string): Promise<void> {
  const kept = path.basename(file);
  const stale = (await readdir(path.dirname(file))).filter((f) => /^embedded-[0-9a-f]{16}\.tar\.gz$/.test(f) && f !== kept);
  // Another process may have removed one first, or still be reading it: either way it only costs a reseed.
  await Promise.all(stale.map((f) => rm(path.join(path.dirname(file), f), { force: true })));
}
