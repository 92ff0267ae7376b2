import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import type { UploadedFile } from '@/lib/api/multipart';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { Db, Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Snapshot } from '@/lib/trail/entities';
import { nameAuditIds } from '@/lib/trail/scope';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { bytesOf, removeBytes, saveUpload } from '@/resources/files/service';
import { files } from '@/resources/files/table';
import { consoleLogo } from './table';

/** The largest logo (512 KB), below the upload limit when that is smaller. */
export const logoMaxBytes = 512 * 1024;

/** What a logo may be, sniffed from its content: a raster image, never SVG (it can carry script) or GIF. */
export const logoTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The logo's key in the audit trail: a write of the settings entity, as the console's name is. */
export const logoKey = 'consoleLogo';

/** The logo's file id (its version: a new logo is a new file), or null for the built-in mark. */
export async function logoFile(db?: Pick<Db, 'select'>): Promise<string | null> {
  const reader = db ?? (await getDb());
  const [row] = await reader.select({ fileId: consoleLogo.fileId }).from(consoleLogo);
  return row?.fileId ?? null;
}

/** Unlinks the logo and deletes its file record (in the caller's transaction): the old file's row, for its bytes. */
async function dropLogo(tx: Tx) {
  const [old] = await tx.select({ id: files.id, storage: files.storage }).from(consoleLogo).innerJoin(files, eq(files.id, consoleLogo.fileId)).for('update');
  if (old) await tx.delete(files).where(eq(files.id, old.id));
  return old;
}

/**
 * Sets the console's logo: PNG, JPEG or WebP (sniffed; anything else, SVG included, is a 400 on `file`),
 * stored as a file in the upload store (FILES_STORAGE); the one it replaces is deleted with its bytes.
 */
export async function setLogo(upload: UploadedFile, session: Session, locale: Locale): Promise<{ file: string }> {
  nameAuditIds([logoKey]);
  const replaced: { row?: Awaited<ReturnType<typeof dropLogo>> } = {};
  const { id } = await saveUpload(upload, session, locale, {
    types: logoTypes,
    auditFile: false,
    link: async (tx, fileId) => {
      replaced.row = await dropLogo(tx);
      await tx.insert(consoleLogo).values({ fileId });
    },
  });
  if (replaced.row) await removeBytes([replaced.row]);
  return { file: id };
}

/** Removes the logo and its file: the built-in mark again (nothing to remove is no error). */
export async function removeLogo(): Promise<void> {
  nameAuditIds([logoKey]);
  // Answered wrapped: a result with an `id` would add the file's id to the audit entry.
  const { old } = await writeTransaction(async (tx) => ({ old: await dropLogo(tx) }));
  if (old) await removeBytes([old]);
}

/**
 * The logo for anyone (the sign-in page shows it): its record, and its bytes unless the caller's copy is
 * current (`known`, the file id its ETag names); 404 without one.
 */
export async function readLogo(known: (fileId: string) => boolean) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: files.id, name: files.name, mime: files.mime, bytes: files.bytes, storage: files.storage })
      .from(consoleLogo)
      .innerJoin(files, eq(files.id, consoleLogo.fileId));
    if (!row) throw notFound();
    return { row, data: known(row.id) ? null : await bytesOf(tx, row) };
  });
}

/** The logo as the audit trail records it, under its key: its file's id, name, type and size. */
export const logoSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const byId: Snapshot = {};
  if (!ids.includes(logoKey)) return byId;
  const query = tx.select({ key: consoleLogo.key, file: files.id, name: files.name, mime: files.mime, bytes: files.bytes }).from(consoleLogo).innerJoin(files, eq(files.id, consoleLogo.fileId));
  const rows = lock ? await query.for('update') : await query;
  for (const { key, ...logo } of rows) byId[key] = logo;
  return byId;
};
