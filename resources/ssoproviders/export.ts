import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import { statusLabel } from '@/lib/i18n/labels';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { listSsoproviders } from './list';
import { listSsoprovidersSchema } from './schema';
import type { SsoproviderView } from './view';

/** The ssoprovider table's columns (its column ids), in its order. */
export const ssoproviderExportKeys = ['name', 'code', 'issuer', 'clientId', 'status', 'create'] as const;

/** POST /api/system/ssoproviders/export: the list's filters and sort, no paging. */
export const exportSsoprovidersSchema = exportSchema(listSsoprovidersSchema.omit({ page: true, size: true }), ssoproviderExportKeys);

/** Every ssoprovider the list shows for these filters, in its order. */
export async function ssoproviderExport(input: z.infer<typeof exportSsoprovidersSchema>, locale: Locale): Promise<CsvExport<SsoproviderView>> {
  const ns = 'page.system.ssoprovider';
  const h = (key: string) => translate(locale, `${ns}.header.${key}`);
  const columns: CsvColumn<SsoproviderView>[] = [
    { key: 'name', label: h('name'), value: (r) => r.name },
    { key: 'code', label: h('code'), value: (r) => r.code },
    { key: 'issuer', label: h('issuer'), value: (r) => r.issuer },
    { key: 'clientId', label: h('clientId'), value: (r) => r.clientId },
    { key: 'status', label: h('status'), value: (r) => statusLabel(locale, r.status) },
    { key: 'create', label: h('createTime'), value: (r) => r.create },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listSsoproviders({ ...input, page, size })).list) };
}
