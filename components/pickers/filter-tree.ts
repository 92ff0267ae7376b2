import type { TreeNode } from './build-tree';

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The nodes a search shows: a node whose label or hint contains the query (case-insensitive) with its
 * whole subtree, and the ancestors of such nodes with only the matching branches. An empty query keeps all.
 */
export function filterTree<T extends { label: string; hint?: string | undefined }>(nodes: readonly TreeNode<T>[], query: string): TreeNode<T>[] {
  const wanted = fold(query.trim());
  if (wanted === '') return [...nodes];
  const keep = (node: TreeNode<T>): TreeNode<T> | null => {
    if (fold(node.label).includes(wanted) || (node.hint !== undefined && fold(node.hint).includes(wanted))) return node;
    const children = (node.children ?? []).map(keep).filter((child): child is TreeNode<T> => child !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return nodes.map(keep).filter((node): node is TreeNode<T> => node !== null);
}

/** The ids of every node with children (what "collapse all" closes). */
export function branchIds<T extends { id: string }>(nodes: readonly TreeNode<T>[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...branchIds(node.children)] : []));
}
