/** THE menu tree: sidebar, routes, parent redirects, breadcrumbs and the guard all derive from it. */
export type MenuIcon = 'dashboard' | 'component' | 'chart' | 'three' | 'map' | 'system' | 'leaf';

export interface MenuEntry {
  key: string;
  /** message id of the title */
  title: string;
  icon: MenuIcon;
  children?: MenuEntry[];
}

export interface MenuNode extends Omit<MenuEntry, 'children'> {
  path: string;
  parentPath: string | null;
  children?: MenuNode[];
}

const leaves = (section: string, keys: string[]): MenuEntry[] =>
  keys.map((key) => ({ key, title: `menu.${section}.${key}`, icon: 'leaf' }));

export const menu: MenuEntry[] = [
  { key: 'dashboard', title: 'menu.dashboard', icon: 'dashboard' },
  {
    key: 'component',
    title: 'menu.component.title',
    icon: 'component',
    children: leaves('component', ['general', 'form', 'table', 'custom']),
  },
  { key: 'chart', title: 'menu.chart.title', icon: 'chart', children: leaves('chart', ['rechart', 'echart', 'd3', 'antv']) },
  { key: 'three', title: 'menu.three.title', icon: 'three', children: leaves('three', ['babylon', 'three']) },
  {
    key: 'map',
    title: 'menu.map.title',
    icon: 'map',
    children: leaves('map', ['cesium', 'deckgl', 'l7', 'mapbox', 'openlayers']),
  },
  {
    key: 'system',
    title: 'menu.system.title',
    icon: 'system',
    children: leaves('system', ['user', 'role', 'permission', 'group', 'audit']),
  },
];

/** The menu with paths, keeping only the entries `keep` accepts (a parent's children are kept below it). */
function toNodes(entries: readonly MenuEntry[], parentPath: string | null, keep: (path: string) => boolean): MenuNode[] {
  return entries.flatMap((entry) => {
    const path = `${parentPath ?? ''}/${entry.key}`;
    if (!keep(path)) return [];
    const children = entry.children ? toNodes(entry.children, path, keep) : undefined;
    return [{ ...entry, path, parentPath, children }];
  });
}

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Every menu entry in tree order (parents before their children). */
export const menuNodes: readonly MenuNode[] = flatten(toNodes(menu, null, () => true));
const byPath = new Map(menuNodes.map((node) => [node.path, node]));

export function findMenu(path: string): MenuNode | undefined {
  return byPath.get(path);
}

export function isLeaf(node: MenuNode): boolean {
  return !node.children?.length;
}

/** The chain of entries from the top level down to `path` (empty for an unknown path). */
export function breadcrumbs(path: string): MenuNode[] {
  const chain: MenuNode[] = [];
  for (let node = findMenu(path); node; node = node.parentPath ? findMenu(node.parentPath) : undefined) {
    chain.unshift(node);
  }
  return chain;
}

/** Whether an entry is visible: its own full path and every ancestor's are permitted. */
export function isPermitted(path: string, permitted: ReadonlySet<string>): boolean {
  const chain = breadcrumbs(path);
  return chain.length > 0 && chain.every((node) => permitted.has(node.path));
}

/** The first permitted leaf in tree order, or null when the user may open no page. */
export function firstPermittedPath(permitted: ReadonlySet<string>): string | null {
  return menuNodes.find((node) => isLeaf(node) && isPermitted(node.path, permitted))?.path ?? null;
}

/** Where a parent entry redirects: its first permitted leaf (null when none is permitted). */
export function parentRedirect(path: string, permitted: ReadonlySet<string>): string | null {
  return menuNodes.find((node) => isLeaf(node) && node.path.startsWith(`${path}/`) && isPermitted(node.path, permitted))
    ?.path ?? null;
}

/** The menu tree with only the permitted entries. */
export function visibleMenu(permitted: ReadonlySet<string>): MenuNode[] {
  return toNodes(menu, null, (path) => permitted.has(path));
}
