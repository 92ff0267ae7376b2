import 'server-only';
import { localized } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { dicts } from './table';

type DictRow = typeof dicts.$inferSelect;
export type DictView = ReturnType<typeof dictView>;

const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A dictionary as the API answers it, its bilingual fields also in the request's language. */
export function dictView(row: DictRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    name: localized(locale, row.nameEn, row.nameZh),
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    remark: row.remark,
    status: row.status,
    create: seconds(row.createdAt),
    update: seconds(row.updatedAt),
  };
}
