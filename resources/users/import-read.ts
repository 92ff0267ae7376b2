import 'server-only';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fieldError } from '@/lib/api/field-error';
import type { Locale } from '@/lib/i18n/locales';

/** The import's columns, in the template's order: the header row names them (English keys). */
export const importColumns = ['username', 'name', 'email', 'phone', 'group', 'status', 'roles'] as const;
export type ImportColumn = (typeof importColumns)[number];

/** One data row: its line in the spreadsheet (the header is line 1) and its cells by column. */
export interface ImportRow {
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/** The most rows one import takes. */
export const importRowLimit = 10_000;

const isColumn = (name: string): name is ImportColumn => (importColumns as readonly string[]).includes(name);

/** Rows of strings as records, by the header row's column names (case-insensitive); an unknown column is a 400. */
function toRows(table: readonly (readonly string[])[], locale: Locale): ImportRow[] {
  const [header = [], ...data] = table;
  const names = header.map((cell) => cell.trim().toLowerCase());
  const unknown = names.find((name) => name !== '' && !isColumn(name));
  if (unknown !== undefined || !names.includes('username')) throw fieldError(400, locale, 'file', 'api.users.importHeader', { columns: importColumns.join(', ') });
  const rows: ImportRow[] = [];
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: Partial<Record<ImportColumn, string>> = {};
    names.forEach((name, column) => {
      if (isColumn(name)) record[name] = cells[column] ?? '';
    });
    rows.push({ line: index + 2, cells: record });
  });
  if (rows.length > importRowLimit) throw fieldError(400, locale, 'file', 'api.users.importTooMany', { limit: importRowLimit });
  return rows;
}

/** The first sheet of a workbook as rows of cell texts. */
async function workbookTable(data: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([data]));
  const sheet = workbook.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(row.getCell(i).text);
    table[number - 1] = cells;
  });
  return Array.from(table, (row) => row ?? []);
}

/**
 * The rows of an uploaded CSV (UTF-8, a BOM allowed; csv-parse) or Excel workbook (its first sheet;
 * exceljs), told apart by content (a workbook is a ZIP). An unreadable file is a 400 on `file`.
 */
export async function readImport(data: Uint8Array, locale: Locale): Promise<ImportRow[]> {
  const zip = data[0] === 0x50 && data[1] === 0x4b;
  let table: string[][];
  try {
    if (zip) table = await workbookTable(data);
    else {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
    }
  } catch {
    throw fieldError(400, locale, 'file', 'api.users.importUnreadable');
  }
  return toRows(table, locale);
}
