import 'server-only';
import type { z } from 'zod';
import { exportSchema, pagedBatches, type CsvColumn, type CsvExport } from '@/lib/csv-export';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';
import { listFiles } from './list';
import { listFilesSchema } from './schema';
import type { FileView } from './view';

/** The file table's columns (its column ids), in its order. */
export const fileExportKeys = ['name', 'mime', 'bytes', 'storage', 'author', 'create'] as const;

/** POST /api/system/files/export: the list's filters and sort, no paging. */
export const exportFilesSchema = exportSchema(listFilesSchema.omit({ page: true, size: true }), fileExportKeys);

/** Every file record the list shows for these filters, in its order. */
export async function fileExport(input: z.infer<typeof exportFilesSchema>, locale: Locale): Promise<CsvExport<FileView>> {
  const ns = 'page.system.file';
  const h = (key: string) => translate(locale, `${ns}.header.${key}`);
  const columns: CsvColumn<FileView>[] = [
    { key: 'name', label: h('name'), value: (f) => f.name },
    { key: 'mime', label: h('mime'), value: (f) => f.mime },
    { key: 'bytes', label: h('bytes'), value: (f) => String(f.bytes) },
    { key: 'storage', label: h('storage'), value: (f) => translate(locale, `${ns}.storage.${f.storage}`) },
    { key: 'author', label: h('author'), value: (f) => f.author },
    { key: 'create', label: h('createTime'), value: (f) => f.create },
  ];
  return { columns, batches: pagedBatches(async (page, size) => (await listFiles({ ...input, page, size })).list) };
}
