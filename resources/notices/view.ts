import 'server-only';
import { localized } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { bodyFor } from './bodies';
import type { NoticeAttachment } from './attachments';
import type { notices } from './table';

type NoticeRow = typeof notices.$inferSelect;
export type NoticeView = ReturnType<typeof noticeView>;

/** A time as the tables show it: `YYYY-MM-DD HH:mm` (UTC). */
export const minutes = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A notice as the API answers it, its title and text in the request's language (`body`: the other's when that one is empty). */
export function noticeView(row: NoticeRow, locale: Locale, files: readonly NoticeAttachment[] = []) {
  return {
    id: row.id,
    title: localized(locale, row.titleEn, row.titleZh),
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    body: bodyFor(locale, row.bodyEn, row.bodyZh),
    bodyEn: row.bodyEn,
    bodyZh: row.bodyZh,
    level: row.level,
    status: row.status,
    start: minutes(row.startsAt),
    end: minutes(row.endsAt),
    author: row.author,
    create: seconds(row.createdAt),
    update: seconds(row.updatedAt),
    files,
  };
}
