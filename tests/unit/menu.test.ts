import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  buildMenu,
  firstPermittedPath,
  flattenMenu,
  isLeaf,
  isPermitted,
  menuTitle,
  parentRedirect,
  visibleMenu,
  type MenuRow,
} from '@/lib/menu';
import { translate } from '@/lib/i18n/translate';
import { pagePaths, signedInPaths } from '@/lib/page-paths';
import { registeredResources } from '@/resources/index';
import { seedMenu } from '../support/seed-menu';

const nodes = flattenMenu(seedMenu);
const all = new Set(nodes.map((n) => n.path));

/** The page routes in app/(console), as paths (the catch-all and `/` are not menu pages). */
function pageRoutes(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith('[') ? [] : pageRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === 'page.tsx' && prefix ? [prefix] : [];
  });
}

/** The message id the static menu used for a path: its titles are the seed's. */
const messageId = (p: string) => (p === '/dashboard' ? 'menu.dashboard' : `menu${p.replaceAll('/', '.')}${p.split('/').length === 2 ? '.title' : ''}`);

const row = (id: string, parentId: string | null, order: number, p: string, icon: string | null = null): MenuRow => ({
  id,
  parentId,
  order,
  path: p,
  nameEn: `${id} en`,
  nameZh: `${id} zh`,
  icon,
});

describe('the seeded menu', () => {
  it('reproduces the static tree: 28 entries in its order, with its icons, and one more per registered resource', () => {
    // data/seed.json's 21 (sections and demo pages) and each registered resource's item: the system pages' 7
    // complete the static tree's 28 in its order, the notices' and any added since come after them
    expect(nodes).toHaveLength(21 + registeredResources.filter((r) => r.menu).length);
    expect(breadcrumbs(seedMenu, '/system')[0]?.children?.map((n) => n.path).slice(0, 8)).toEqual([
      '/system/user',
      '/system/role',
      '/system/permission',
      '/system/group',
      '/system/audit',
      '/system/session',
      '/system/signin',
      '/system/notice',
    ]);
    expect(breadcrumbs(seedMenu, '/system/notice').map((n) => menuTitle(n, 'en'))).toEqual(['System', 'Notice']);
    expect(seedMenu.map((n) => [n.path, n.icon])).toEqual([
      ['/dashboard', 'chart-pie'],
      ['/component', 'blocks'],
      ['/chart', 'chart-spline'],
      ['/three', 'box'],
      ['/map', 'map'],
      ['/system', 'settings'],
    ]);
    expect(breadcrumbs(seedMenu, '/chart')[0]?.children?.map((n) => n.path)).toEqual([
      '/chart/rechart',
      '/chart/echart',
      '/chart/d3',
      '/chart/antv',
    ]);
    expect(nodes.filter((n) => n.parentPath !== null).every((n) => n.icon === 'circle')).toBe(true);
  });

  it('has the titles the pages use (messages menu.*), in en and zh', () => {
    for (const node of nodes) {
      expect(node.titleEn, node.path).toBe(translate('en', messageId(node.path)));
      expect(node.titleZh, node.path).toBe(translate('zh', messageId(node.path)));
    }
  });

  it('has a leaf for every page in app/(console) and of the registry, and a page for every leaf', () => {
    const leaves = nodes.filter(isLeaf).map((n) => n.path);
    const registered = registeredResources.map((r) => r.definition.path);
    // each registered resource's page is resources/<name>/page.tsx, served by app/(console)/[...slug]
    expect(registeredResources.filter((r) => !existsSync(`resources/${r.definition.name}/page.tsx`))).toEqual([]);
    expect([...pageRoutes('app/(console)'), ...registered].toSorted()).toEqual([...pagePaths, ...signedInPaths].toSorted());
    expect(leaves.toSorted()).toEqual([...pagePaths].toSorted());
  });
});

describe('buildMenu', () => {
  it('orders siblings by their order, drops rows whose parent is missing, and falls back to circle', () => {
    const tree = buildMenu([
      row('b', null, 1, '/b', 'house'),
      row('a', null, 0, '/a', 'no-such-icon'),
      row('b2', 'b', 1, '/b/two'),
      row('b1', 'b', 0, '/b/one'),
      row('x', 'gone', 0, '/gone/x'),
    ]);
    expect(flattenMenu(tree).map((n) => n.path)).toEqual(['/a', '/b', '/b/one', '/b/two']);
    expect(tree.map((n) => n.icon)).toEqual(['circle', 'house']);
    expect(breadcrumbs(tree, '/b/two').map((n) => menuTitle(n, 'zh'))).toEqual(['b zh', 'b2 zh']);
  });
});

describe('derivations from a tree', () => {
  it('derives breadcrumbs from the tree, with the titles of the rows', () => {
    expect(breadcrumbs(seedMenu, '/system/user').map((n) => menuTitle(n, 'en'))).toEqual(['System', 'User']);
    expect(breadcrumbs(seedMenu, '/system/user').map((n) => menuTitle(n, 'zh'))).toEqual(['系统管理', '用户管理']);
    expect(breadcrumbs(seedMenu, '/nowhere')).toEqual([]);
  });

  it('permits an entry only when it and its ancestors are permitted', () => {
    expect(isPermitted(seedMenu, '/system/user', new Set(['/system/user']))).toBe(false);
    expect(isPermitted(seedMenu, '/system/user', new Set(['/system', '/system/user']))).toBe(true);
    expect(isPermitted(seedMenu, '/unknown', new Set(['/unknown']))).toBe(false);
  });

  it('finds the first permitted leaf and parent redirects', () => {
    expect(firstPermittedPath(seedMenu, all)).toBe('/dashboard');
    expect(firstPermittedPath(seedMenu, new Set(['/system', '/system/role']))).toBe('/system/role');
    expect(firstPermittedPath(seedMenu, new Set(['/map', '/system', '/system/role']))).toBe('/system/role');
    expect(firstPermittedPath(seedMenu, new Set())).toBeNull();
    expect(parentRedirect(seedMenu, '/chart', all)).toBe('/chart/rechart');
    expect(parentRedirect(seedMenu, '/map', new Set(['/map', '/map/l7']))).toBe('/map/l7');
    expect(parentRedirect(seedMenu, '/map', new Set(['/map']))).toBeNull();
  });

  it('filters the tree to permitted entries and leaves out parents with nothing permitted below', () => {
    const tree = visibleMenu(seedMenu, new Set(['/dashboard', '/system', '/system/group', '/three']));
    expect(tree.map((n) => n.path)).toEqual(['/dashboard', '/system']);
    expect(tree[1]?.children?.map((n) => n.path)).toEqual(['/system/group']);
  });

  it('follows the rows: a new item, a move and a rename', () => {
    const rows = [row('t', null, 0, '/three'), row('t0', 't', 0, '/three/babylon'), row('t1', 't', 1, '/three/three')];
    const added = [...rows, row('t2', 't', 2, '/three/demo', 'star')];
    const permitted = new Set(['/three', '/three/babylon', '/three/three', '/three/demo']);
    const leaves = (r: MenuRow[]) => visibleMenu(buildMenu(r), permitted)[0]?.children?.map((n) => n.path);
    expect(leaves(added)).toEqual(['/three/babylon', '/three/three', '/three/demo']);
    // moved up: it swaps order with its brother
    const moved = added.map((r) => (r.id === 't2' ? { ...r, order: 1 } : r.id === 't1' ? { ...r, order: 2 } : r));
    expect(leaves(moved)).toEqual(['/three/babylon', '/three/demo', '/three/three']);
    const renamed = moved.map((r) => (r.id === 't2' ? { ...r, nameEn: 'Demo', nameZh: '演示' } : r));
    expect(breadcrumbs(buildMenu(renamed), '/three/demo').map((n) => menuTitle(n, 'zh'))).toEqual(['t zh', '演示']);
  });
});
