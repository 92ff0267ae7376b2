import { describe, expect, it } from 'vitest';
import { breadcrumbs, firstPermittedPath, isPermitted, menuNodes, parentRedirect, visibleMenu } from '@/lib/menu';

const all = new Set(menuNodes.map((n) => n.path));

describe('menu', () => {
  it('holds the 25 paths of the spec, parents before children', () => {
    expect(menuNodes).toHaveLength(26);
    expect(menuNodes.map((n) => n.path).slice(0, 3)).toEqual(['/dashboard', '/component', '/component/general']);
    expect(menuNodes.filter((n) => n.parentPath === '/chart').map((n) => n.key)).toEqual(['rechart', 'echart', 'd3', 'antv']);
  });

  it('derives breadcrumbs from the path', () => {
    expect(breadcrumbs('/system/user').map((n) => n.title)).toEqual(['menu.system.title', 'menu.system.user']);
    expect(breadcrumbs('/nowhere')).toEqual([]);
  });

  it('permits an entry only when it and its ancestors are permitted', () => {
    expect(isPermitted('/system/user', new Set(['/system/user']))).toBe(false);
    expect(isPermitted('/system/user', new Set(['/system', '/system/user']))).toBe(true);
    expect(isPermitted('/unknown', all)).toBe(false);
  });

  it('finds the first permitted leaf and parent redirects', () => {
    expect(firstPermittedPath(all)).toBe('/dashboard');
    expect(firstPermittedPath(new Set(['/system', '/system/role']))).toBe('/system/role');
    expect(firstPermittedPath(new Set())).toBeNull();
    expect(parentRedirect('/chart', all)).toBe('/chart/rechart');
    expect(parentRedirect('/map', new Set(['/map', '/map/l7']))).toBe('/map/l7');
    expect(parentRedirect('/map', new Set(['/map']))).toBeNull();
  });

  it('filters the tree to permitted entries', () => {
    const tree = visibleMenu(new Set(['/dashboard', '/system', '/system/group']));
    expect(tree.map((n) => n.path)).toEqual(['/dashboard', '/system']);
    expect(tree[1]?.children?.map((n) => n.path)).toEqual(['/system/group']);
  });
});
