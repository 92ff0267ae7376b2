import { describe, expect, it } from 'vitest';
import { guardRedirect } from '@/lib/auth/guard';
import type { Session } from '@/lib/auth/session';
import type { Grant } from '@/lib/rbac';

const menu = (path: string): Grant => ({ path, type: 'menu', action: null, role: null });
const session = (paths: string[]): Session => ({
  id: 's',
  user: { id: 'u', username: 'u', name: 'U', nameZh: null, email: '', groupId: '00' },
  group: null,
  currentRole: 'all',
  roles: [],
  grants: paths.map(menu),
  effective: paths.map(menu),
});

describe('guardRedirect', () => {
  const admin = session(['/dashboard', '/system', '/system/user', '/system/role']);

  it('sends a request without a session to /login, and lets /login through', () => {
    expect(guardRedirect('/system/user', null)).toBe('/login');
    expect(guardRedirect('/', null)).toBe('/login');
    expect(guardRedirect('/login', null)).toBeNull();
  });

  it('sends a signed-in user away from /login and from / to the first permitted page', () => {
    expect(guardRedirect('/login', admin)).toBe('/');
    expect(guardRedirect('/', admin)).toBe('/dashboard');
    expect(guardRedirect('/', session(['/system', '/system/role']))).toBe('/system/role');
    expect(guardRedirect('/', session([]))).toBeNull();
  });

  it('redirects parents to their first permitted child and refuses what is not permitted', () => {
    expect(guardRedirect('/system', admin)).toBe('/system/user');
    expect(guardRedirect('/system/user', admin)).toBeNull();
    expect(guardRedirect('/system/group', admin)).toBe('/login');
    expect(guardRedirect('/chart/d3', admin)).toBe('/login');
    expect(guardRedirect('/no/such/page', admin)).toBe('/login');
  });
});
