import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import type { UploadedFile } from '@/lib/api/multipart';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { bytesOf, removeBytes, saveUpload } from './service';
import { inlineTypes } from './sniff';
import { files, userAvatars } from './table';

/** The largest avatar (1 MB), below the upload limit when that is smaller. */
export const avatarMaxBytes = 1024 * 1024;

/** The signed-in user's avatar file, or null. */
export async function ownAvatar(session: Session): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ fileId: userAvatars.fileId }).from(userAvatars).where(eq(userAvatars.userId, session.user.id));
  return row?.fileId ?? null;
}

/** Unlinks the user's avatar and deletes its file record (in the caller's transaction): the old file's row, for its bytes. */
async function dropAvatar(tx: Tx, userId: string) {
  const [old] = await tx
    .select({ id: files.id, storage: files.storage })
    .from(userAvatars)
    .innerJoin(files, eq(files.id, userAvatars.fileId))
    .where(eq(userAvatars.userId, userId))
    .for('update');
  if (old) await tx.delete(files).where(eq(files.id, old.id));
  return old;
}

/**
 * Sets the signed-in user's avatar: a raster image (PNG, JPEG, GIF or WebP, sniffed; SVG refused with a
 * 400 on `file`) stored as a file of theirs; the one it replaces is deleted with its bytes.
 */
export async function setAvatar(upload: UploadedFile, session: Session, locale: Locale): Promise<{ file: string }> {
  const replaced: { row?: Awaited<ReturnType<typeof dropAvatar>> } = {};
  const { id } = await saveUpload(upload, session, locale, {
    types: inlineTypes,
    link: async (tx, fileId) => {
      replaced.row = await dropAvatar(tx, session.user.id);
      await tx.insert(userAvatars).values({ userId: session.user.id, fileId });
    },
  });
  if (replaced.row) await removeBytes([replaced.row]);
  return { file: id };
}

/** Removes the signed-in user's avatar and its file (nothing to remove is no error). */
export async function removeAvatar(session: Session): Promise<void> {
  const old = await writeTransaction((tx) => dropAvatar(tx, session.user.id));
  if (old) await removeBytes([old]);
}

/**
 * A user's avatar: one's own, or that of a user inside the session's data scope (as the user list would
 * show them); 404 for anyone else, for a user without one, and for an unknown id alike.
 */
export async function readAvatar(session: Session, userId: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const scope = userId === session.user.id ? undefined : userScope(session);
    const [row] = await tx
      .select({ id: files.id, name: files.name, mime: files.mime, bytes: files.bytes, storage: files.storage })
      .from(userAvatars)
      .innerJoin(files, eq(files.id, userAvatars.fileId))
      .innerJoin(t.users, eq(t.users.id, userAvatars.userId))
      .where(and(eq(userAvatars.userId, userId), scope));
    if (!row) throw notFound();
    return { row, data: await bytesOf(tx, row) };
  });
}
