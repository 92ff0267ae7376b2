import { asMenuIcon, type MenuIconName } from './menu-icons';

/**
 * THE menu: the enabled menu-type rows of the permission tree (lib/auth/menu-read.ts reads them per
 * request). Sidebar, breadcrumbs, command palette, parent redirects, `/` and the guard derive from it
 * with the pure functions below. Which paths have a page of their own is code: lib/page-paths.ts.
 */
export interface MenuRow {
  id: string;
  parentId: string | null;
  order: number;
  path: string;
  nameEn: string;
  nameZh: string;
  icon: string | null;
}

export interface MenuNode {
  path: string;
  parentPath: string | null;
  titleEn: string;
  titleZh: string;
  icon: MenuIconName;
  children?: MenuNode[];
}

export type MenuTree = readonly MenuNode[];

/** The rows as a tree, siblings in their order; a row whose parent is not among the rows is left out. */
export function buildMenu(rows: readonly MenuRow[]): MenuNode[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null, parentPath: string | null): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .toSorted((a, b) => a.order - b.order)
      .map((row) => {
        const children = build(row.id, row.path);
        const node = { path: row.path, parentPath, titleEn: row.nameEn, titleZh: row.nameZh, icon: asMenuIcon(row.icon) };
        return children.length ? { ...node, children } : node;
      });
  return build(null, null);
}

export function menuTitle(node: Pick<MenuNode, 'titleEn' | 'titleZh'>, locale: string): string {
  return locale === 'zh' ? node.titleZh : node.titleEn;
}

export function isLeaf(node: MenuNode): boolean {
  return !node.children?.length;
}

/** Every entry in tree order (parents before their children). */
export function flattenMenu(tree: MenuTree): MenuNode[] {
  return tree.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}

/** The chain of entries from the top level down to `path` (empty for a path not in the tree). */
export function breadcrumbs(tree: MenuTree, path: string): MenuNode[] {
  for (const node of tree) {
    if (node.path === path) return [node];
    const below = breadcrumbs(node.children ?? [], path);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function findMenu(tree: MenuTree, path: string): MenuNode | undefined {
  return breadcrumbs(tree, path).at(-1);
}

/** Whether an entry is reachable: its own path and every ancestor's are permitted. */
export function isPermitted(tree: MenuTree, path: string, permitted: ReadonlySet<string>): boolean {
  const chain = breadcrumbs(tree, path);
  return chain.length > 0 && chain.every((node) => permitted.has(node.path));
}

/** The first permitted leaf below `nodes` in tree order (a parent counts only through its children). */
function firstLeaf(nodes: MenuTree, permitted: ReadonlySet<string>): string | null {
  for (const node of nodes) {
    if (!permitted.has(node.path)) continue;
    const found = isLeaf(node) ? node.path : firstLeaf(node.children ?? [], permitted);
    if (found) return found;
  }
  return null;
}

/** Where `/` goes: the first permitted leaf, or null when the user may open no page. */
export function firstPermittedPath(tree: MenuTree, permitted: ReadonlySet<string>): string | null {
  return firstLeaf(tree, permitted);
}

/** Where a permitted parent redirects: its first permitted leaf (null when none is permitted). */
export function parentRedirect(tree: MenuTree, path: string, permitted: ReadonlySet<string>): string | null {
  const node = findMenu(tree, path);
  return node && isPermitted(tree, path, permitted) ? firstLeaf(node.children ?? [], permitted) : null;
}

/** The permitted entries; a parent none of whose children is permitted is left out (it leads nowhere). */
export function visibleMenu(tree: MenuTree, permitted: ReadonlySet<string>): MenuNode[] {
  return tree.flatMap((node) => {
    if (!permitted.has(node.path)) return [];
    if (isLeaf(node)) return [node];
    const children = visibleMenu(node.children ?? [], permitted);
    return children.length ? [{ ...node, children }] : [];
  });
}
