import { describe, expect, it } from 'vitest';
import { flattenTree } from '@/lib/tree/flatten-tree';

const row = (id: string, parentId: string | null, order: number) => ({ id, parentId, order });

describe('flattenTree', () => {
  it('puts parents before children, siblings by order, depth-first', () => {
    const rows = [row('b1', 'b', 0), row('a', null, 0), row('b', null, 1), row('a2', 'a', 1), row('a1', 'a', 0), row('a1x', 'a1', 0)];
    const flat = flattenTree(rows, 1);
    expect(flat.map((r) => [r.id, r.depth])).toEqual([
      ['a', 1],
      ['a1', 2],
      ['a1x', 3],
      ['a2', 2],
      ['b', 1],
      ['b1', 2],
    ]);
  });

  it('starts at the given root depth and keeps the other fields', () => {
    const flat = flattenTree([{ ...row('00', null, 0), name: 'All' }, { ...row('01', '00', 0), name: 'One' }], 0);
    expect(flat).toEqual([
      { id: '00', parentId: null, order: 0, name: 'All', depth: 0 },
      { id: '01', parentId: '00', order: 0, name: 'One', depth: 1 },
    ]);
  });

  it('breaks order ties by id, and treats rows whose parent is missing as top level', () => {
    const flat = flattenTree([row('y', null, 0), row('x', null, 0), row('z', 'gone', 0)], 1);
    expect(flat.map((r) => r.id)).toEqual(['x', 'y', 'z']);
    expect(flat[2]?.depth).toBe(1);
  });

  it('answers an empty list for no rows, and handles a deep chain', () => {
    expect(flattenTree([], 0)).toEqual([]);
    const chain = Array.from({ length: 5000 }, (_, i) => row(`n${i}`, i === 0 ? null : `n${i - 1}`, 0));
    const flat = flattenTree(chain, 0);
    expect(flat.at(-1)).toMatchObject({ id: 'n4999', depth: 4999 });
  });
});
