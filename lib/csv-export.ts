import { z } from 'zod';

/** One column of an export: the key a client names it by, its header in the request's language, its cell text. */
export interface CsvColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string;
}

/** What a resource exports: its columns and its matching rows, a batch at a time, in the list's order. */
export interface CsvExport<Row> {
  columns: readonly CsvColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
}

/** Rows read per batch: one list query each, and never more than this in memory at once. */
export const exportBatchSize = 500;

/** The file an export writes: CSV (the default) or an Excel workbook. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * A list's body without paging, plus the columns to export (absent: all), validated against the
 * resource's keys, and the file's `format` (`csv` unless `xlsx` is asked for).
 */
export function exportSchema<Shape extends z.ZodRawShape, const Key extends string>(list: z.ZodObject<Shape>, keys: readonly [Key, ...Key[]]) {
  return list.extend({ columns: z.array(z.enum(keys)).min(1).max(keys.length).optional(), format: z.enum(exportFormats).default('csv') });
}

/** Reads a paged list function page after page until a short page: offset paging on the list's own stable order. */
export async function* pagedBatches<Row>(read: (page: number, size: number) => Promise<readonly Row[]>, size = exportBatchSize) {
  for (let page = 1; ; page++) {
    const rows = await read(page, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** A list already in memory (a tree) as batches. */
export async function* arrayBatches<Row>(rows: readonly Row[], size = exportBatchSize) {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
