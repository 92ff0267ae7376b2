import 'server-only';
import { csvLine } from '@/lib/csv';
import type { CsvExport } from '@/lib/csv-export';
import { log } from '@/lib/server/log';

/** An export stops after this many data rows (`X-Export-Limit` says so); a bigger extract belongs in the database. */
export const exportRowLimit = 100_000;

/** The OpenAPI answer of an export route (its 200 is a CSV file, not the JSON envelope). */
export const csvAnswer = {
  200: {
    description: `A CSV download (UTF-8 with BOM, header row in the request's language), or an Excel workbook with \`format: "xlsx"\`, at most ${exportRowLimit} rows.`,
    csv: true,
  },
} as const;

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
