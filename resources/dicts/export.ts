import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import { statusLabel } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { listDicts } from './list';
import { listDictsSchema } from './schema';
import type { DictView } from './view';

/** The dict table's columns (its column ids), in its order. */
export const dictExportKeys = ['code', 'name', 'status', 'create'] as const;

/** POST /api/system/dicts/export: the list's filters and sort, no paging. */
export const exportDictsSchema = exportSchema(listDictsSchema.omit({ page: true, size: true }), dictExportKeys);

/** Every dict the list shows for these filters, in its order. */
export async function dictExport(input: z.infer<typeof exportDictsSchema>, locale: Locale): Promise<CsvExport<DictView>> {
  const ns = 'page.system.dict';
  const h = (key: string) => translate(locale, `${ns}.header.${key}`);
  const columns: CsvColumn<DictView>[] = [
    { key: 'code', label: h('code'), value: (r) => r.code },
    { key: 'name', label: h('name'), value: (r) => r.name },
    { key: 'status', label: h('status'), value: (r) => statusLabel(locale, r.status) },
    { key: 'create', label: h('createTime'), value: (r) => r.create },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listDicts({ ...input, page, size }, locale)).list) };
}
