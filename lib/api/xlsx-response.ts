import 'server-only';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CsvExport } from '@/lib/csv-export';
import { log } from '@/lib/server/log';
import { webStream } from '@/lib/server/web-stream';
import { exportRowLimit } from './csv-response';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An Excel download of the same columns and rows as the CSV export, written by exceljs's streaming
 * writer one batch at a time (rows are committed as they go, so a large export never sits in memory).
 * Cells are plain strings: exceljs never writes them as formulas, so no CSV-style defusing is needed.
 */
export async function xlsxResponse<Row>(name: string, source: CsvExport<Row>, keys?: readonly string[], limit = exportRowLimit): Promise<Response> {
  const columns = keys ? source.columns.filter((column) => keys.includes(column.key)) : source.columns;
  const iterator = source.batches[Symbol.asyncIterator]();
  // The first batch is read before answering, so a failure there is still an error answer.
  const first = await iterator.next();
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(columns.map((column) => column.label)).commit();
  const write = async () => {
    let left = limit;
    for (let next = first; !next.done && left > 0; next = await iterator.next()) {
      const rows = next.value.slice(0, left);
      left -= rows.length;
      for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    await iterator.return?.();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error, export: name }, 'Excel export failed mid-stream');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(webStream(output), {
    headers: {
      'content-type': xlsxType,
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
      'cache-control': 'no-store',
      'x-export-limit': String(limit),
    },
  });
}
