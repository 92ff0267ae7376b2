import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvResponse } from '@/lib/api/csv-response';
import { arrayBatches, exportSchema, pagedBatches, type CsvExport } from '@/lib/csv-export';
import { csvField, csvLine, csvRecordCount } from '@/lib/csv';
import { treeNeighbours } from '@/lib/tree/neighbours';

describe('csv format', () => {
  it('quotes quotes, commas and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['Name', '研发部', ''])).toBe('Name,研发部,\r\n');
  });

  it('defuses every formula start: = + - @ tab CR', () => {
    for (const cell of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(csvField(cell).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('counts records, not line breaks inside quotes, with or without a BOM and a last line end', () => {
    const text = `\uFEFF${csvLine(['h1', 'h2'])}${csvLine(['a', 'two\r\nlines'])}${csvLine(['"x"', 'y'])}`;
    expect(csvRecordCount(text)).toBe(3);
    expect(csvRecordCount(text.slice(0, -2))).toBe(3);
    expect(csvRecordCount('')).toBe(0);
    expect(csvRecordCount('\uFEFF')).toBe(0);
  });
});

type Row = { id: number; name: string };
const columns = [
  { key: 'id', label: 'Id', value: (r: Row) => String(r.id) },
  { key: 'name', label: 'Name', value: (r: Row) => r.name },
];

/** n rows in batches of `size`, recording how many batches were read and whether the reader was closed. */
function counted(n: number, size: number) {
  const seen = { batches: 0, closed: false };
  const rows = Array.from({ length: n }, (_, i) => ({ id: i, name: `=n${i}` }));
  async function* batches() {
    try {
      for (let start = 0; start < n; start += size) {
        seen.batches++;
        yield rows.slice(start, start + size);
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, source: { columns, batches: batches() } satisfies CsvExport<Row> };
}

describe('csvResponse', () => {
  it('answers a CSV attachment with a BOM and a header, reading one batch before answering and the rest as read', async () => {
    const { seen, source } = counted(25, 10);
    const response = await csvResponse('things', source);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="things-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(seen.batches).toBe(1);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFId,Name\r\n0,\'=n0\r\n')).toBe(true);
    expect(csvRecordCount(text)).toBe(26);
    expect(seen).toEqual({ batches: 3, closed: true });
  });

  it('keeps only the requested columns, in the resource order', async () => {
    const text = await (await csvResponse('things', counted(1, 10).source, ['name', 'id'])).text();
    expect(text).toBe("Id,Name\r\n0,'=n0\r\n");
  });

  it('stops at the row limit and closes the reader', async () => {
    const { seen, source } = counted(100, 10);
    const response = await csvResponse('things', source, undefined, 25);
    expect(response.headers.get('x-export-limit')).toBe('25');
    expect(csvRecordCount(await response.text())).toBe(26);
    expect(seen).toEqual({ batches: 3, closed: true });
  });

  it('a failure before the first batch throws (an error answer); a later one errors the stream', async () => {
    async function* failing(after: number) {
      if (after > 0) yield [{ id: 1, name: 'a' }];
      throw new Error('database gone');
    }
    await expect(csvResponse('things', { columns, batches: failing(0) })).rejects.toThrow('database gone');
    const response = await csvResponse('things', { columns, batches: failing(1) });
    await expect(response.text()).rejects.toThrow('database gone');
  });
});

describe('export helpers', () => {
  it('pages a list function until a short page', async () => {
    const asked: number[] = [];
    const read = async (page: number, size: number) => {
      asked.push(page);
      return Array.from({ length: Math.max(0, Math.min(size, 7 - (page - 1) * size)) }, (_, i) => (page - 1) * size + i);
    };
    const batches: number[][] = [];
    for await (const batch of pagedBatches(read, 3)) batches.push([...batch]);
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(asked).toEqual([1, 2, 3]);
    const even: number[][] = [];
    for await (const batch of pagedBatches(async (page) => (page === 1 ? [1, 2] : []), 2)) even.push([...batch]);
    expect(even).toEqual([[1, 2]]);
    const chunks: number[][] = [];
    for await (const batch of arrayBatches([1, 2, 3, 4, 5], 2)) chunks.push([...batch]);
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('validates the columns against the resource keys', () => {
    const schema = exportSchema(z.strictObject({ name: z.string().default('') }), ['id', 'name']);
    expect(schema.parse({ columns: ['name'] })).toEqual({ name: '', columns: ['name'], format: 'csv' });
    expect(schema.parse({ format: 'xlsx' })).toEqual({ name: '', format: 'xlsx' });
    expect(schema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(schema.safeParse({ columns: ['password'] }).success).toBe(false);
    expect(schema.safeParse({ columns: [] }).success).toBe(false);
    expect(schema.safeParse({ page: 1 }).success).toBe(false);
  });

  it('names the parent and the brother over the whole tree', () => {
    const tree = treeNeighbours([
      { id: '00', parentId: '', name: 'All' },
      { id: 'a', parentId: '00', name: 'A' },
      { id: 'a1', parentId: 'a', name: 'A1' },
      { id: 'b', parentId: '00', name: 'B' },
    ]);
    expect([tree.parent({ parentId: '00' }), tree.brother({ id: 'b' }), tree.brother({ id: 'a' }), tree.parent({ parentId: '' })]).toEqual(['All', 'A', '', '']);
  });
});
