import 'server-only';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { decideAccess, sessionSubject } from '@/lib/access';
import { fieldError } from '@/lib/api/field-error';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { bytesOf } from '@/resources/files/service';
import { files } from '@/resources/files/table';
import { noticeResource } from './resource';
import { noticeFiles, notices } from './table';

export interface NoticeAttachment {
  id: string;
  name: string;
  mime: string;
  bytes: number;
}

/**
 * Sets a notice's attachments to `ids`, in order. A writer links only files they uploaded themselves or
 * that are attached to this notice already: linking hands a file to every reader of the notice, so
 * nobody hands out a file they could not have read. Any other id is a 400 on `files`.
 */
export async function setAttachments(tx: Tx, noticeId: string, ids: readonly string[], session: Session, locale: Locale): Promise<void> {
  if (ids.length > 0) {
    const allowed = await tx
      .select({ id: files.id })
      .from(files)
      .leftJoin(noticeFiles, and(eq(noticeFiles.fileId, files.id), eq(noticeFiles.noticeId, noticeId)))
      .where(and(inArray(files.id, [...ids]), or(eq(files.authorId, session.user.id), eq(noticeFiles.noticeId, noticeId))));
    if (allowed.length !== ids.length) throw fieldError(400, locale, 'files', 'validate.noticeFiles');
  }
  await tx.delete(noticeFiles).where(eq(noticeFiles.noticeId, noticeId));
  if (ids.length > 0) await tx.insert(noticeFiles).values(ids.map((fileId, position) => ({ noticeId, fileId, position })));
}

/** The attachments of these notices, by notice id: one query for a page of them. */
export async function attachmentsOf(tx: Pick<Tx, 'select'>, noticeIds: readonly string[]): Promise<Map<string, NoticeAttachment[]>> {
  const byNotice = new Map<string, NoticeAttachment[]>();
  if (noticeIds.length === 0) return byNotice;
  const rows = await tx
    .select({ noticeId: noticeFiles.noticeId, id: files.id, name: files.name, mime: files.mime, bytes: files.bytes })
    .from(noticeFiles)
    .innerJoin(files, eq(files.id, noticeFiles.fileId))
    .where(inArray(noticeFiles.noticeId, [...noticeIds]))
    .orderBy(asc(noticeFiles.noticeId), asc(noticeFiles.position));
  for (const { noticeId, ...file } of rows) byNotice.set(noticeId, [...(byNotice.get(noticeId) ?? []), file]);
  return byNotice;
}

/**
 * An attached file and its bytes, for a session that may read a notice it is attached to: the notice
 * page's readers any notice, everyone signed in one showing now (as the dashboard does); else null.
 */
export async function readAttachment(session: Session, fileId: string) {
  const readsAll = decideAccess(sessionSubject(session), { path: noticeResource.path }).allowed;
  const showing = and(eq(notices.status, '1'), sql`${notices.startsAt} <= now()`, sql`${notices.endsAt} > now()`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: files.id, name: files.name, mime: files.mime, bytes: files.bytes, storage: files.storage })
      .from(noticeFiles)
      .innerJoin(files, eq(files.id, noticeFiles.fileId))
      .innerJoin(notices, eq(notices.id, noticeFiles.noticeId))
      .where(and(eq(noticeFiles.fileId, fileId), readsAll ? undefined : showing))
      .limit(1);
    return row ? { row, data: await bytesOf(tx, row) } : null;
  });
}
