import 'server-only';
import { z } from 'zod';
import { csvLine } from '@/lib/csv';
import { log } from '@/lib/server/log';

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
/** An export stops after this many data rows (`X-Export-Limit` says so); a bigger extract belongs in the database. */
export const exportRowLimit = 100_000;

/** The OpenAPI answer of an export route (its 200 is a CSV file, not the JSON envelope). */
export const csvAnswer = {
  200: { description: `A CSV download (UTF-8 with BOM, header row in the request's language), at most ${exportRowLimit} rows.`, csv: true },
} as const;

/** A list's body without paging, plus the columns to export (absent: all), validated against the resource's keys. */
export function exportSchema<Shape extends z.ZodRawShape, const Key extends string>(list: z.ZodObject<Shape>, keys: readonly [Key, ...Key[]]) {
  return list.extend({ columns: z.array(z.enum(keys)).min(1).max(keys.length).optional() });
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

/**
 * A CSV download: UTF-8 with a BOM (Excel), a header row, then the rows streamed one batch per pull,
 * so a large export never sits in memory. Only the `keys` columns (in the resource's order) when given.
 * The first batch is read before answering, so a failure there is still an error answer; a later
 * one cuts the download short (the client sees a network error, never a silently partial file).
 */
export async function csvResponse<Row>(name: string, source: CsvExport<Row>, keys?: readonly string[], limit = exportRowLimit): Promise<Response> {
  const columns = keys ? source.columns.filter((column) => keys.includes(column.key)) : source.columns;
  const iterator = source.batches[Symbol.asyncIterator]();
  let first: IteratorResult<readonly Row[]> | undefined = await iterator.next();
  let left = limit;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.label))}`));
    },
    async pull(controller) {
      try {
        const next = first ?? (await iterator.next());
        first = undefined;
        if (next.done) return controller.close();
        const rows = next.value.slice(0, left);
        left -= rows.length;
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('')));
        if (left <= 0) {
          await iterator.return?.();
          controller.close();
        }
      } catch (error) {
        log.error({ err: error, export: name }, 'CSV export failed mid-stream');
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
      'x-export-limit': String(limit),
    },
  });
}
