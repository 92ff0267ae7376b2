import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/types';
import type { FileStorage } from './schema';
import { s3Store } from './s3-store';
import { fileContents } from './table';

/**
 * Where a file's bytes go. The database (default) keeps them in `file_contents`, in the write's own
 * transaction, so every instance reads them; `local` keeps them in a folder (`FILES_LOCAL_DIR`, one
 * instance or a shared mount); `s3` in an S3-compatible bucket (`S3_*`, s3-store.ts). New uploads go to
 * `FILES_STORAGE`; each file remembers its own store.
 */
export interface FileStore {
  put(tx: Tx, id: string, data: Uint8Array): Promise<void>;
  /** The bytes, or a stream of them (a bucket's object is not read into memory); null when they are gone. */
  get(tx: Tx, id: string): Promise<Uint8Array | ReadableStream<Uint8Array> | null>;
  /** after the records are deleted (the database's bytes go with them: a cascade) */
  remove(ids: readonly string[]): Promise<void>;
}

const database: FileStore = {
  async put(tx, id, data) {
    await tx.insert(fileContents).values({ fileId: id, data });
  },
  async get(tx, id) {
    const [row] = await tx.select({ data: fileContents.data }).from(fileContents).where(eq(fileContents.fileId, id));
    return row ? new Uint8Array(row.data) : null;
  },
  async remove() {},
};

// The folder is chosen at run time, not part of the build: the ignore comments keep Turbopack's output
// tracing from taking every path under the project for a file this code might read (it warned so).
/** The local folder: `FILES_LOCAL_DIR`, else `data/files` under the working directory. */
export const localDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.FILES_LOCAL_DIR || path.join('data', 'files'));
// A file's id is a UUID the server made: never a path from the client.
const localPath = (id: string) => path.join(/*turbopackIgnore: true*/ localDir(), id);

const local: FileStore = {
  async put(_tx, id, data) {
    await mkdir(/*turbopackIgnore: true*/ localDir(), { recursive: true });
    await writeFile(/*turbopackIgnore: true*/ localPath(id), data, { flag: 'wx' });
  },
  async get(_tx, id) {
    try {
      return new Uint8Array(await readFile(/*turbopackIgnore: true*/ localPath(id)));
    } catch {
      return null;
    }
  },
  async remove(ids) {
    await Promise.all(ids.map((id) => rm(/*turbopackIgnore: true*/ localPath(id), { force: true })));
  },
};

const stores: Record<FileStorage, FileStore> = { database, local, s3: s3Store };

/** The store new uploads go to: `FILES_STORAGE` (`database`, `local` or `s3`), the database by default. */
export function uploadStorage(): FileStorage {
  const chosen = process.env.FILES_STORAGE;
  return chosen === 'local' || chosen === 's3' ? chosen : 'database';
}

/** The store a file's record names. */
export function storeOf(storage: FileStorage): FileStore {
  return stores[storage];
}
