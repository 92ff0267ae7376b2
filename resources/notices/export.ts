import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import { statusLabel } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { listNotices } from './list';
import { dictLabels } from '@/resources/dicts/options';
import { listNoticesSchema, noticeLevelDict } from './schema';
import type { NoticeView } from './view';

/** The notice table's columns (its column ids), in its order. */
export const noticeExportKeys = ['title', 'level', 'status', 'start', 'end', 'author', 'create'] as const;

/** POST /api/system/notices/export: the list's filters and sort, no paging. */
export const exportNoticesSchema = exportSchema(listNoticesSchema.omit({ page: true, size: true }), noticeExportKeys);

/** Every notice the list shows for these filters, in its order. */
export async function noticeExport(input: z.infer<typeof exportNoticesSchema>, locale: Locale): Promise<CsvExport<NoticeView>> {
  const ns = 'page.system.notice';
  const h = (key: string) => translate(locale, `${ns}.header.${key}`);
  const levels = await dictLabels(noticeLevelDict, locale);
  const columns: CsvColumn<NoticeView>[] = [
    { key: 'title', label: h('title'), value: (n) => n.title },
    { key: 'level', label: h('level'), value: (n) => levels.get(n.level) ?? n.level },
    { key: 'status', label: h('status'), value: (n) => statusLabel(locale, n.status) },
    { key: 'start', label: h('start'), value: (n) => n.start },
    { key: 'end', label: h('end'), value: (n) => n.end },
    { key: 'author', label: h('author'), value: (n) => n.author },
    { key: 'create', label: h('createTime'), value: (n) => n.create },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listNotices({ ...input, page, size }, locale)).list) };
}
