import 'server-only';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, orderWithTieBreak, startsWith } from '@/lib/db/listing';
import { listOrder, onePage } from '@/lib/resource/list-page';
import type { Locale } from '@/lib/i18n/locales';
import { dictPosition, dictValueOrder } from '@/resources/dicts/options';
import { noticeLevelDict, type ListNoticesInput, type NoticeOrderField } from './schema';
import { notices } from './table';
import { attachmentsOf } from './attachments';
import { noticeView } from './view';

const titleKey = (locale: Locale) => byteOrder(sql`lower(${locale === 'zh' ? notices.titleZh : notices.titleEn})`);

/** `levels`: the dictionary's value codes in their order (a level sorts by its place there; one it lacks, last). */
function orderKey(field: NoticeOrderField, locale: Locale, levels: readonly string[]): SQLWrapper {
  if (field === 'title') return titleKey(locale);
  if (field === 'level') return dictPosition(levels, notices.level);
  if (field === 'status') return notices.status;
  if (field === 'start') return notices.startsAt;
  if (field === 'end') return notices.endsAt;
  return notices.createdAt;
}

/** One page of notices: localized-title prefix (case-insensitive), level and status, in SQL; newest first by default. */
export async function listNotices(input: ListNoticesInput, locale: Locale) {
  const conditions: SQL[] = [];
  if (input.title !== '') conditions.push(startsWith(titleKey(locale), input.title));
  if (input.level !== '') conditions.push(eq(notices.level, input.level));
  if (input.status !== 'all') conditions.push(eq(notices.status, input.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const levels = input.orderField === 'level' ? await dictValueOrder(noticeLevelDict) : [];
  const order = listOrder(input, (field) => orderKey(field, locale, levels), notices.id, notices.createdAt);
  const db = await getDb();
  const [rows, total] = await Promise.all([
    onePage(db.select().from(notices).where(where).$dynamic(), order, input),
    listTotal(db, notices, notices.id, where),
  ]);
  const attached = await attachmentsOf(db, rows.map((row) => row.id));
  return { list: rows.map((row) => noticeView(row, locale, attached.get(row.id))), ...total };
}

/** One notice, or null (404). */
export async function noticeDetail(id: string, locale: Locale) {
  const db = await getDb();
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ? noticeView(row, locale, (await attachmentsOf(db, [row.id])).get(row.id)) : null;
}

/** What every signed-in user reads on the dashboard: enabled, now within the window, newest start first, at most 5. */
export async function publishedNotices(locale: Locale) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.status, '1'), sql`${notices.startsAt} <= now()`, sql`${notices.endsAt} > now()`))
    .orderBy(...orderWithTieBreak(notices.startsAt, notices.id, 'desc'))
    .limit(5);
  const attached = await attachmentsOf(db, rows.map((row) => row.id));
  return rows.map((row) => noticeView(row, locale, attached.get(row.id)));
}
