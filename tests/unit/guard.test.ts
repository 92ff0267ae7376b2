import { describe, expect, it } from 'vitest';
import { guardPage } from '@/lib/auth/guard';
import type { Session } from '@/lib/auth/session';
import { buildMenu } from '@/lib/menu';
import type { Grant } from '@/lib/rbac';
import { seedMenu } from '../support/seed-menu';

const menu = (path: string): Grant => ({ path, type: 'menu', action: null, role: null });
const session = (paths: string[]): Session => ({
  id: 's',
  user: { id: 'u', username: 'u', name: 'U', nameZh: null, email: '', groupId: '00' },
  group: null,
  currentRole: 'all',
  roles: [],
  grants: paths.map(menu),
  effective: paths.map(menu),
  dataScope: 'all',
});
const to = (redirect: string) => ({ redirect });
const forbidden = { refuse: 'forbidden' };
const notFound = { refuse: 'not-found' };

describe('guardPage', () => {
  const admin = session(['/dashboard', '/system', '/system/user', '/system/role']);

  it('sends a request without a session to /login, and lets /login through', () => {
    expect(guardPage('/system/user', null, seedMenu)).toEqual(to('/login'));
    expect(guardPage('/', null, seedMenu)).toEqual(to('/login'));
    expect(guardPage('/no/such/page', null, seedMenu)).toEqual(to('/login'));
    expect(guardPage('/login', null, seedMenu)).toBeNull();
  });

  it('sends a signed-in user away from /login and from / to the first permitted page', () => {
    expect(guardPage('/login', admin, seedMenu)).toEqual(to('/'));
    expect(guardPage('/', admin, seedMenu)).toEqual(to('/dashboard'));
    expect(guardPage('/', session(['/system', '/system/role']), seedMenu)).toEqual(to('/system/role'));
    expect(guardPage('/', session([]), seedMenu)).toBeNull();
  });

  it('redirects parents to their first permitted child', () => {
    expect(guardPage('/system', admin, seedMenu)).toEqual(to('/system/user'));
    expect(guardPage('/system/user', admin, seedMenu)).toBeNull();
  });

  it('refuses a page of the menu the role lacks with 403, and a path of no page with 404', () => {
    expect(guardPage('/system/group', admin, seedMenu)).toEqual(forbidden);
    expect(guardPage('/chart/d3', admin, seedMenu)).toEqual(forbidden);
    expect(guardPage('/chart', admin, seedMenu)).toEqual(forbidden);
    // The page's own item without its parent's does not open it either.
    expect(guardPage('/system/user', session(['/system/user']), seedMenu)).toEqual(forbidden);
    // A parent whose children are all refused.
    expect(guardPage('/system', session(['/system']), seedMenu)).toEqual(forbidden);
    expect(guardPage('/no/such/page', admin, seedMenu)).toEqual(notFound);
    expect(guardPage('/system/nothing', admin, seedMenu)).toEqual(notFound);
  });

  it('follows the menu rows of the database: an item without a page, a parent of it', () => {
    const menu = buildMenu([
      { id: '03', parentId: null, order: 0, path: '/three', nameEn: 'Three', nameZh: '三维', icon: 'box' },
      { id: '0300', parentId: '03', order: 0, path: '/three/demo', nameEn: 'Demo', nameZh: '演示', icon: 'star' },
    ]);
    const user = session(['/three', '/three/demo']);
    expect(guardPage('/three/demo', user, menu)).toBeNull();
    expect(guardPage('/three', user, menu)).toEqual(to('/three/demo'));
    expect(guardPage('/', user, menu)).toEqual(to('/three/demo'));
    expect(guardPage('/three/demo', user, seedMenu)).toEqual(notFound);
    expect(guardPage('/three/demo', session(['/three/demo']), menu)).toEqual(forbidden);
  });
});

describe('the account page', () => {
  it('is every signed-in user\'s, whatever their menu, and nobody else\'s', () => {
    expect(guardPage('/account', session([]), seedMenu)).toBeNull();
    expect(guardPage('/account', session(['/dashboard']), seedMenu)).toBeNull();
    expect(guardPage('/account', null, seedMenu)).toEqual(to('/login'));
    expect(guardPage('/account/other', session(['/dashboard']), seedMenu)).toEqual(notFound);
  });
});
