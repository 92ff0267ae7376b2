import { describe, expect, it } from 'vitest';
import { escapeLike, pageWindow } from '@/lib/db/listing';

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike("o'hara")).toBe("o'hara");
  });
});

describe('pageWindow', () => {
  it('reads pages up to the middle forwards', () => {
    expect(pageWindow(0, 10, 24)).toEqual({ offset: 0, limit: 10, reversed: false });
    expect(pageWindow(10, 10, 24)).toEqual({ offset: 10, limit: 10, reversed: false });
  });

  it('reads pages past the middle backwards from the end, the last one short', () => {
    expect(pageWindow(20, 10, 24)).toEqual({ offset: 0, limit: 4, reversed: true });
    expect(pageWindow(13, 10, 24)).toEqual({ offset: 1, limit: 10, reversed: true });
  });

  it('reads nothing past the end', () => {
    expect(pageWindow(24, 10, 24).limit).toBe(0);
    expect(pageWindow(0, 10, 0).limit).toBe(0);
  });

  it('covers every row exactly once when paging through', () => {
    for (const [total, size] of [[1, 1], [7, 3], [100, 10], [101, 10], [2524, 7]] as const) {
      const rows: number[] = [];
      for (let offset = 0; offset < total; offset += size) {
        const w = pageWindow(offset, size, total);
        const ascending = Array.from({ length: w.limit }, (_, i) => (w.reversed ? total - 1 - w.offset - i : w.offset + i));
        rows.push(...(w.reversed ? ascending.reverse() : ascending));
      }
      expect(rows).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
