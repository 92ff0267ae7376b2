import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import type { Locale } from '@/lib/i18n/locales';
import { setAttachments } from './attachments';
import { bodiesOnAdd, bodiesOnEdit } from './bodies';
import { windowTime, type AddNoticeInput, type EditNoticeInput } from './schema';
import { notices } from './table';
import { broadcast, withdrawPending } from '@/lib/notifications/broadcast';
import { assertDictValues } from '@/resources/dicts/check';
import { noticeLevelDict } from './schema';

const at = (value: string) => new Date(windowTime(value));
/** Whether a notice with this status and window shows now. */
const publishedAt = (status: string, startsAt: Date, endsAt: Date, now = Date.now()) => status === '1' && startsAt.getTime() <= now && now < endsAt.getTime();
/** Whether a notice with this status and window will show later (enabled, its start still to come). */
const scheduled = (status: string, startsAt: Date, now = Date.now()) => status === '1' && startsAt.getTime() > now;

/** Adds a notice written by the session's user; answers its id (so the audit entry names it). */
export async function addNotice(input: AddNoticeInput, session: Session, locale: Locale): Promise<{ id: string }> {
  const { start, end, body, bodyEn, bodyZh, files, ...fields } = input;
  return writeTransaction(async (tx) => {
    await assertDictValues(tx, locale, [{ field: 'level', dict: noticeLevelDict, value: fields.level }]);
    const id = randomUUID();
    const startsAt = at(start);
    const endsAt = at(end);
    await tx.insert(notices).values({ id, ...fields, ...bodiesOnAdd({ body, bodyEn, bodyZh }), startsAt, endsAt, authorId: session.user.id, author: session.user.username });
    await setAttachments(tx, id, files, session, locale);
    // Published now (enabled, inside its window), or later: everyone hears of it at its start.
    const status = fields.status ?? '1';
    if (publishedAt(status, startsAt, endsAt) || scheduled(status, startsAt)) {
      await broadcast(tx, { kind: 'notice', source: id, startsAt, data: { id, titleEn: fields.titleEn, titleZh: fields.titleZh } });
    }
    return { id };
  });
}

/** Edits the fields present; a window whose end would not come after its start is a 400 on `end`. */
export async function editNotice(input: EditNoticeInput, session: Session, locale: Locale): Promise<void> {
  const { id, start, end, body, bodyEn, bodyZh, files, ...fields } = input;
  await writeTransaction(async (tx) => {
    const [current] = await tx
      .select({ startsAt: notices.startsAt, endsAt: notices.endsAt, status: notices.status, level: notices.level, titleEn: notices.titleEn, titleZh: notices.titleZh })
      .from(notices)
      .where(eq(notices.id, id))
      .for('update');
    if (!current) throw notFound();
    // A level since disabled stays on the notice when an edit keeps it.
    await assertDictValues(tx, locale, [{ field: 'level', dict: noticeLevelDict, value: fields.level, current: current.level }]);
    const startsAt = start === undefined ? current.startsAt : at(start);
    const endsAt = end === undefined ? current.endsAt : at(end);
    if (endsAt <= startsAt) throw fieldError(400, locale, 'end', 'validate.noticeWindow');
    await tx.update(notices).set({ ...fields, ...bodiesOnEdit({ body, bodyEn, bodyZh }, locale), startsAt, endsAt, updatedAt: sql`now()` }).where(eq(notices.id, id));
    if (files !== undefined) await setAttachments(tx, id, files, session, locale);
    // Published by this edit (enabled now, or its window moved to now, from not showing), or scheduled
    // (again) for a start to come: everyone hears of it at its start, once.
    const status = fields.status ?? current.status;
    await withdrawPending(tx, [id]);
    const data = { id, titleEn: fields.titleEn ?? current.titleEn, titleZh: fields.titleZh ?? current.titleZh };
    if ((!publishedAt(current.status, current.startsAt, current.endsAt) && publishedAt(status, startsAt, endsAt)) || scheduled(status, startsAt)) {
      await broadcast(tx, { kind: 'notice', source: id, startsAt, data });
    }
  });
}

/** Deletes notices all or nothing (404 if any id is unknown); their attachments are detached, the files kept. */
export async function deleteNotices(ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await writeTransaction(async (tx) => {
    const found = await tx.select({ id: notices.id }).from(notices).where(inArray(notices.id, unique)).for('update');
    if (found.length !== unique.length) throw notFound();
    await tx.delete(notices).where(inArray(notices.id, unique));
    await withdrawPending(tx, unique);
  });
}
