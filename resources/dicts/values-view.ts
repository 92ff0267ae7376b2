import 'server-only';
import { localized } from '@/lib/api/schemas';
import { dictColor } from '@/lib/dict-values';
import type { Locale } from '@/lib/i18n/locales';
import type { dictValues } from './table';

type DictValueRow = typeof dictValues.$inferSelect;
export type DictValueView = ReturnType<typeof dictValueView>;

const seconds = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** A dictionary value as the API answers it, its label also in the request's language. */
export function dictValueView(row: DictValueRow, locale: Locale) {
  return {
    id: row.id,
    dictId: row.dictId,
    code: row.code,
    label: localized(locale, row.labelEn, row.labelZh),
    labelEn: row.labelEn,
    labelZh: row.labelZh,
    color: dictColor(row.color),
    order: row.sortOrder,
    status: row.status,
    create: seconds(row.createdAt),
    update: seconds(row.updatedAt),
  };
}
