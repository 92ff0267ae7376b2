import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { parseCsv } from '../support/csv';

const { POST: exportUsers } = endpoint('/api/system/users/export');
const { POST: exportRoles } = endpoint('/api/system/roles/export');
const { POST: exportGroups } = endpoint('/api/system/groups/export');
const { POST: exportNotices } = endpoint('/api/system/notices/export');

let token: string;

/** The first sheet's cells as text, row by row. */
async function sheetRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const rows: string[][] = [];
  const sheet = workbook.worksheets[0];
  const width = sheet?.getRow(1).cellCount ?? 0;
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    // Up to the header's width: a row's empty last cells are not stored.
    for (let i = 1; i <= width; i++) cells.push(row.getCell(i).text);
    rows.push(cells);
  });
  return rows;
}

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/<resource>/export with format xlsx', () => {
  it('answers the same header and rows as the CSV export, as an Excel workbook', async () => {
    for (const [handler, body] of [
      [exportUsers, { filterValue: 'user00', columns: ['name', 'status'] }],
      [exportRoles, {}],
      [exportGroups, {}],
      [exportNotices, {}],
    ] as const) {
      const csv = await call(handler, { token, body });
      const xlsx = await call(handler, { token, body: { ...body, format: 'xlsx' } });
      expect(xlsx.status, xlsx.text).toBe(200);
      expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const expected = parseCsv(csv.text).map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
      expect(await sheetRows(xlsx.bytes)).toEqual(expected);
    }
  });

  it('refuses an unknown format with a 400 on the field', async () => {
    const res = await call(exportUsers, { token, body: { format: 'pdf' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });
});
