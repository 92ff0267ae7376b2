import type { TreeNode } from '@/components/pickers/build-tree';

/** The nodes and all their descendants, each once, parents first. */
export function withDescendants<T extends { id: string }>(nodes: readonly TreeNode<T>[]): TreeNode<T>[] {
  const seen = new Set<string>();
  const out: TreeNode<T>[] = [];
  const walk = (node: TreeNode<T>) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    out.push(node);
    node.children?.forEach(walk);
  };
  nodes.forEach(walk);
  return out;
}
