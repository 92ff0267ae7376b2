import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { listSsorules } from './list';
import { listSsorulesSchema } from './schema';
import type { SsoruleView } from './view';

/** The ssorule table's columns (its column ids), in its order. */
export const ssoruleExportKeys = ['value', 'provider', 'claim', 'role', 'create'] as const;

/** POST /api/system/ssorules/export: the list's filters and sort, no paging. */
export const exportSsorulesSchema = exportSchema(listSsorulesSchema.omit({ page: true, size: true }), ssoruleExportKeys);

/** Every ssorule the list shows for these filters, in its order. */
export async function ssoruleExport(input: z.infer<typeof exportSsorulesSchema>, locale: Locale): Promise<CsvExport<SsoruleView>> {
  const ns = 'page.system.ssorule';
  const h = (key: string) => translate(locale, `${ns}.header.${key}`);
  const columns: CsvColumn<SsoruleView>[] = [
    { key: 'value', label: h('value'), value: (r) => r.value },
    { key: 'provider', label: h('provider'), value: (r) => r.provider },
    { key: 'claim', label: h('claim'), value: (r) => r.claim },
    { key: 'role', label: h('role'), value: (r) => r.role },
    { key: 'create', label: h('createTime'), value: (r) => r.create },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listSsorules({ ...input, page, size })).list) };
}
