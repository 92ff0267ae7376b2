import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertAfter, moveSibling, orderChanges, withoutIds, type MoveAction } from '@/lib/tree/sibling-order';

const abc = ['a', 'b', 'c'];

describe('insertAfter', () => {
  it('inserts right after the given sibling', () => {
    expect(insertAfter(abc, 'x', 'a')).toEqual(['a', 'x', 'b', 'c']);
    expect(insertAfter(abc, 'x', 'c')).toEqual(['a', 'b', 'c', 'x']);
  });

  it('appends when there is no sibling to follow', () => {
    expect(insertAfter(abc, 'x', null)).toEqual(['a', 'b', 'c', 'x']);
    expect(insertAfter([], 'x', null)).toEqual(['x']);
    expect(insertAfter(abc, 'x', 'zz')).toEqual(['a', 'b', 'c', 'x']);
  });

  it('leaves its input alone', () => {
    const ids = [...abc];
    insertAfter(ids, 'x', 'a');
    expect(ids).toEqual(abc);
  });
});

describe('moveSibling', () => {
  it.each<[MoveAction, string, string[]]>([
    ['top', 'c', ['c', 'a', 'b']],
    ['top', 'b', ['b', 'a', 'c']],
    ['up', 'c', ['a', 'c', 'b']],
    ['up', 'b', ['b', 'a', 'c']],
    ['down', 'a', ['b', 'a', 'c']],
    ['down', 'b', ['a', 'c', 'b']],
  ])('%s %s', (action, id, expected) => {
    expect(moveSibling(abc, id, action)).toEqual(expected);
  });

  it('keeps the order for the first moving top or up and the last moving down', () => {
    expect(moveSibling(abc, 'a', 'top')).toEqual(abc);
    expect(moveSibling(abc, 'a', 'up')).toEqual(abc);
    expect(moveSibling(abc, 'c', 'down')).toEqual(abc);
    expect(moveSibling(['a'], 'a', 'down')).toEqual(['a']);
  });

  it('keeps the order when the id is not a sibling', () => {
    expect(moveSibling(abc, 'x', 'top')).toEqual(abc);
  });

  it('always answers a permutation that moves only the given id', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(ids, fc.nat(), fc.constantFrom<MoveAction>('top', 'up', 'down'), (list, n, action) => {
        const id = list[n % list.length] as string;
        const moved = moveSibling(list, id, action);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved.filter((x) => x !== id)).toEqual(list.filter((x) => x !== id));
        const from = list.indexOf(id);
        const to = moved.indexOf(id);
        if (action === 'top') expect(to).toBe(0);
        else expect(to).toBe(action === 'up' ? Math.max(0, from - 1) : Math.min(list.length - 1, from + 1));
      }),
    );
  });
});

describe('withoutIds', () => {
  it('drops the removed ids and keeps the others in order', () => {
    expect(withoutIds(['a', 'b', 'c', 'd'], new Set(['b', 'd', 'x']))).toEqual(['a', 'c']);
  });
});

describe('orderChanges', () => {
  it('answers only the rows whose order differs from their position', () => {
    const rows = [
      { id: 'a', order: 0 },
      { id: 'b', order: 1 },
      { id: 'c', order: 3 },
    ];
    expect(orderChanges(rows, ['a', 'b', 'c'])).toEqual([{ id: 'c', order: 2 }]);
    expect(orderChanges(rows, ['c', 'a', 'b'])).toEqual([
      { id: 'c', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
  });

  it('leaves out ids that have no row (the new one) and rows not listed (the removed ones)', () => {
    const rows = [
      { id: 'a', order: 0 },
      { id: 'b', order: 1 },
    ];
    expect(orderChanges(rows, ['a', 'x', 'b'])).toEqual([{ id: 'b', order: 2 }]);
    expect(orderChanges(rows, ['b'])).toEqual([{ id: 'b', order: 0 }]);
  });

  it('applied to any stored orders, numbers the siblings 0..n-1', () => {
    const rowsArb = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 3 }), order: fc.nat(50) }), {
      selector: (r) => r.id,
      maxLength: 12,
    });
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const ids = [...rows].sort((a, b) => a.order - b.order).map((r) => r.id);
        const changed = new Map(orderChanges(rows, ids).map((c) => [c.id, c.order]));
        const result = ids.map((id) => changed.get(id) ?? rows.find((r) => r.id === id)?.order);
        expect(result).toEqual(ids.map((_, i) => i));
      }),
    );
  });
});
