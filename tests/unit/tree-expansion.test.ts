import { describe, expect, it } from 'vitest';
import { defaultExpanded, expandAllUpTo } from '@/components/table/tree-expansion';

type Node = { id: string; children?: Node[] };
// A root with `width` children, each with `width` leaf children.
const tree = (width: number): Node[] => [
  {
    id: 'r',
    children: Array.from({ length: width }, (_, i) => ({ id: `c${i}`, children: Array.from({ length: width }, (_, j) => ({ id: `c${i}-${j}` })) })),
  },
];

describe('tree expansion', () => {
  it('opens a small tree fully', () => {
    expect(defaultExpanded(tree(3))).toBe(true);
  });

  it('opens a large tree two levels deep only', () => {
    const width = Math.ceil(Math.sqrt(expandAllUpTo)) + 1;
    const expanded = defaultExpanded(tree(width));
    expect(expanded).not.toBe(true);
    expect(Object.keys(expanded).sort()).toEqual(['r', ...Array.from({ length: width }, (_, i) => `c${i}`)].sort());
  });
});
