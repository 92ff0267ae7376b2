import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { UploadedFile } from '@/lib/api/multipart';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { fileNameSchema, type EditFileInput, type FileStorage } from './schema';
import { allowedTypes, sniffType } from './sniff';
import { storeOf, uploadStorage } from './storage';
import { files } from './table';

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** What an upload is for, beyond a file of its own: the types it may have, and a row it writes in the same transaction. */
export interface UploadPurpose {
  /** the sniffed types allowed (every allowed type without it); another is a 400 on `file` */
  types?: ReadonlySet<string>;
  link?: (tx: Tx, id: string) => Promise<void>;
  /**
   * the audit entry names the new file's id (`true`, the default), or only the ids the write named
   * itself (`nameAuditIds`): the console's logo is a setting whose value is the file
   */
  auditFile?: boolean;
}

/**
 * Stores an upload: its name checked, its type sniffed from the content (a lying extension or declared
 * type is a 400 on `file`), its bytes in the upload store and its record in one transaction. Answers its id.
 */
export async function saveUpload(upload: UploadedFile, session: Session, locale: Locale, purpose: UploadPurpose = {}): Promise<{ id: string }> {
  const name = fileNameSchema.safeParse(upload.name);
  if (!name.success) throw fieldError(400, locale, 'file', 'validate.fileName');
  const sniffed = await sniffType(upload.data, name.data, upload.declared);
  if ('refused' in sniffed) throw fieldError(400, locale, 'file', sniffed.refused);
  if (purpose.types && !purpose.types.has(sniffed.mime)) throw fieldError(400, locale, 'file', 'validate.fileType');
  const storage = uploadStorage();
  const store = storeOf(storage);
  const id = randomUUID();
  try {
    await writeTransaction(async (tx) => {
      await tx.insert(files).values({ id, name: name.data, mime: sniffed.mime, bytes: upload.data.byteLength, storage, authorId: session.user.id, author: session.user.username });
      await store.put(tx, id, upload.data);
      await purpose.link?.(tx, id);
      // A write answering `{ id }` adds that id to its audit entry (lib/trail/write-transaction.ts).
      return purpose.auditFile === false ? {} : { id };
    });
    return { id };
  } catch (error) {
    // A refused write leaves nothing: bytes a folder or a bucket already holds go too.
    await store.remove([id]);
    throw error;
  }
}

/** Renames a file, keeping an extension of its type (a rename cannot make it lie): 404 when it is gone. */
export async function renameFile(input: EditFileInput, locale: Locale): Promise<void> {
  await writeTransaction(async (tx) => {
    const [current] = await tx.select({ mime: files.mime }).from(files).where(eq(files.id, input.id)).for('update');
    if (!current) throw notFound();
    if (!allowedTypes[current.mime]?.includes(extensionOf(input.name))) throw fieldError(400, locale, 'name', 'validate.fileExtension');
    await tx.update(files).set({ name: input.name }).where(eq(files.id, input.id));
  });
}

/** Deletes files all or nothing (404 if any id is unknown), then their bytes in a folder or a bucket. */
export async function deleteFiles(ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await writeTransaction(async (tx) => {
    const rows = await tx.select({ id: files.id, storage: files.storage }).from(files).where(inArray(files.id, unique)).for('update');
    if (rows.length !== unique.length) throw notFound();
    await tx.delete(files).where(inArray(files.id, unique));
    return rows;
  });
  await removeBytes(found);
}

/** After the records are gone: the bytes each store holds outside the database. */
export async function removeBytes(rows: readonly { id: string; storage: FileStorage }[]): Promise<void> {
  const stores = new Set(rows.map((row) => row.storage));
  await Promise.all([...stores].map((storage) => storeOf(storage).remove(rows.filter((row) => row.storage === storage).map((row) => row.id))));
}

/** A file's record and bytes, or null (404). */
export async function readFile(id: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(files).where(eq(files.id, id));
    return row ? { row, data: await bytesOf(tx, row) } : null;
  });
}

/** The bytes of a file whose record was read (404 when its store lost them). */
export async function bytesOf(tx: Tx, row: { id: string; storage: FileStorage }) {
  const data = await storeOf(row.storage).get(tx, row.id);
  if (!data) throw new ApiError(404, 'api.error.fileGone');
  return data;
}
