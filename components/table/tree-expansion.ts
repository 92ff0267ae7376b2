import type { ExpandedState } from '@tanstack/react-table';

interface Node {
  id: string;
  children?: readonly Node[];
}

/** Up to this many rows a tree table opens fully. */
export const expandAllUpTo = 300;

const count = (rows: readonly Node[]): number => rows.reduce((n, row) => n + 1 + count(row.children ?? []), 0);

/**
 * Which rows of a tree table start expanded: all of a small tree; a large one opens two levels
 * deep (the roots and their children), because rendering thousands of rows at once takes seconds.
 * Every branch still expands on click, and "Expand all" opens everything.
 */
export function defaultExpanded(roots: readonly Node[]): ExpandedState {
  if (count(roots) <= expandAllUpTo) return true;
  return Object.fromEntries(roots.flatMap((root) => [root, ...(root.children ?? [])]).map((row) => [row.id, true]));
}
