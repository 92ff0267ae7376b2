/** A node of a flat tree list as the API answers it. */
export interface FlatNode {
  id: string;
  /** '' (or an id not in the list) for a top-level node. */
  parentId: string;
  order: number;
}

export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Nests a flat list by `parentId`, children by `order`. A node whose parent is not in the list
 * (top level, or its parent was filtered out) is a root. `children` is absent on leaves.
 */
export function buildTree<T extends FlatNode>(items: readonly T[]): TreeNode<T>[] {
  const byParent = childrenByParent(items);
  const ids = new Set(items.map((item) => item.id));
  const nest = (item: T): TreeNode<T> => {
    const children = byParent.get(item.id);
    return children ? { ...item, children: children.map(nest) } : { ...item };
  };
  return sortByOrder(items.filter((item) => !ids.has(item.parentId))).map(nest);
}

/** Each parent id's children, sorted by order. */
export function childrenByParent<T extends FlatNode>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.parentId, [...(map.get(item.parentId) ?? []), item]);
  for (const [key, list] of map) map.set(key, sortByOrder(list));
  return map;
}

/** Every node with its depth (0 for roots), parents before children: the order a tree is read in. */
export function inTreeOrder<T extends FlatNode>(items: readonly T[]): { node: T; depth: number }[] {
  const out: { node: T; depth: number }[] = [];
  const walk = (nodes: readonly TreeNode<T>[], depth: number) => {
    for (const node of nodes) {
      out.push({ node, depth });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(buildTree(items), 0);
  return out;
}

/** A node's siblings' facts: the one just before it (its "brother") and whether it is first or last. */
export function siblingInfo<T extends FlatNode>(items: readonly T[]): Map<string, { brother: T | null; first: boolean; last: boolean }> {
  const info = new Map<string, { brother: T | null; first: boolean; last: boolean }>();
  for (const siblings of childrenByParent(items).values()) {
    siblings.forEach((node, i) =>
      info.set(node.id, { brother: siblings[i - 1] ?? null, first: i === 0, last: i === siblings.length - 1 }),
    );
  }
  return info;
}

const sortByOrder = <T extends FlatNode>(list: readonly T[]) => [...list].sort((a, b) => a.order - b.order);
