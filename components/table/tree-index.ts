import { siblingInfo, type FlatNode } from '@/components/pickers/build-tree';

export interface TreeIndex {
  /** A node's name, or '' when unknown. */
  name: (id: string) => string;
  /** The sibling just before the node (the one it was added after), or null when it is first. */
  brother: (id: string) => string | null;
  isFirst: (id: string) => boolean;
  isLast: (id: string) => boolean;
}

/** Lookups over the whole tree (not a filtered view): parent and brother names, first/last among siblings. */
export function treeIndex<T extends FlatNode & { name: string }>(items: readonly T[]): TreeIndex {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const siblings = siblingInfo(items);
  return {
    name: (id) => names.get(id) ?? '',
    brother: (id) => siblings.get(id)?.brother?.id ?? null,
    isFirst: (id) => siblings.get(id)?.first ?? true,
    isLast: (id) => siblings.get(id)?.last ?? true,
  };
}
