import type { RowData } from '@tanstack/react-table';
import type { SystemTable } from './table-features';

const formulaStart = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a quote, comma or line break; a leading formula character is defused. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text: CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** What the table shows: its visible data columns (named by `meta.label`), every row in display order (trees flattened). */
export function tableToCsv<TData extends RowData>(table: SystemTable<TData>): string {
  const columns = table.getVisibleLeafColumns().filter((column) => column.columnDef.meta?.label);
  const rows = table.getPreExpandedRowModel().flatRows;
  return toCsv(
    columns.map((column) => column.columnDef.meta?.label ?? column.id),
    rows.map((row) =>
      columns.map((column) => {
        const value = row.getValue(column.id);
        const format = column.columnDef.meta?.exportValue;
        return format ? format(value) : value == null ? '' : String(value);
      }),
    ),
  );
}

/** Saves the text as a .csv download, with a BOM so Excel reads it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
