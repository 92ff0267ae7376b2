import { describe, expect, it } from 'vitest';
import { guardRedirect } from '@/lib/auth/guard';
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

describe('guardRedirect', () => {
  const admin = session(['/dashboard', '/system', '/system/user', '/system/role']);

  it('sends a request without a session to /login, and lets /login through', () => {
    expect(guardRedirect('/system/user', null, seedMenu)).toBe('/login');
    expect(guardRedirect('/', null, seedMenu)).toBe('/login');
    expect(guardRedirect('/login', null, seedMenu)).toBeNull();
  });

  it('sends a signed-in user away from /login and from / to the first permitted page', () => {
    expect(guardRedirect('/login', admin, seedMenu)).toBe('/');
    expect(guardRedirect('/', admin, seedMenu)).toBe('/dashboard');
    expect(guardRedirect('/', session(['/system', '/system/role']), seedMenu)).toBe('/system/role');
    expect(guardRedirect('/', session([]), seedMenu)).toBeNull();
  });

  it('redirects parents to their first permitted child and refuses what is not permitted', () => {
    expect(guardRedirect('/system', admin, seedMenu)).toBe('/system/user');
    expect(guardRedirect('/system/user', admin, seedMenu)).toBeNull();
    expect(guardRedirect('/system/group', admin, seedMenu)).toBe('/login');
    expect(guardRedirect('/chart/d3', admin, seedMenu)).toBe('/login');
    expect(guardRedirect('/no/such/page', admin, seedMenu)).toBe('/login');
  });

  it('follows the menu rows of the database: an item without a page, a parent of it', () => {
    const menu = buildMenu([
      { id: '03', parentId: null, order: 0, path: '/three', nameEn: 'Three', nameZh: '三维', icon: 'box' },
      { id: '0300', parentId: '03', order: 0, path: '/three/demo', nameEn: 'Demo', nameZh: '演示', icon: 'star' },
    ]);
    const user = session(['/three', '/three/demo']);
    expect(guardRedirect('/three/demo', user, menu)).toBeNull();
    expect(guardRedirect('/three', user, menu)).toBe('/three/demo');
    expect(guardRedirect('/', user, menu)).toBe('/three/demo');
    expect(guardRedirect('/three/demo', user, seedMenu)).toBe('/login');
    expect(guardRedirect('/three/demo', session(['/three/demo']), menu)).toBe('/login');
  });
});

describe('the account page', () => {
  it('is every signed-in user\'s, whatever their menu, and nobody else\'s', () => {
    expect(guardRedirect('/account', session([]), seedMenu)).toBeNull();
    expect(guardRedirect('/account', session(['/dashboard']), seedMenu)).toBeNull();
    expect(guardRedirect('/account', null, seedMenu)).toBe('/login');
    expect(guardRedirect('/account/other', session(['/dashboard']), seedMenu)).toBe('/login');
  });
});
