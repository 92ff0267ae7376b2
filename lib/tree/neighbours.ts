interface Node {
  id: string;
  parentId: string;
  name: string;
}

/**
 * Names of a node's parent and brother (the sibling just before it) over the whole tree, not a
 * filtered view: the tables' Parent and Brother columns. `items` come in tree order.
 */
export function treeNeighbours(items: readonly Node[]) {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const brothers = new Map<string, string>();
  const lastChild = new Map<string, string>();
  for (const item of items) {
    const before = lastChild.get(item.parentId);
    if (before !== undefined) brothers.set(item.id, before);
    lastChild.set(item.parentId, item.id);
  }
  return {
    parent: (node: Pick<Node, 'parentId'>) => names.get(node.parentId) ?? '',
    brother: (node: Pick<Node, 'id'>) => names.get(brothers.get(node.id) ?? '') ?? '',
  };
}
