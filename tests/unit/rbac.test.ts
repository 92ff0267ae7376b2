import { describe, expect, it } from 'vitest';
import { canSwitchTo, effectiveGrants, menuPaths, type Grant } from '@/lib/rbac';

const grants: Grant[] = [
  { path: '/dashboard', type: 'menu', action: null, role: null },
  { path: '/dashboard', type: 'menu', action: null, role: 'admin' },
  { path: '/system', type: 'menu', action: null, role: 'admin' },
  { path: '/system/user', type: 'menu', action: null, role: 'admin' },
  { path: '/system/user', type: 'action', action: 'add', role: 'admin' },
  { path: '/chart', type: 'menu', action: null, role: 'user' },
];

describe('rbac', () => {
  it('keeps own grants and those of the current role, or of every role under all', () => {
    expect(effectiveGrants(grants, 'all')).toHaveLength(6);
    expect(effectiveGrants(grants, 'user').map((g) => g.path)).toEqual(['/dashboard', '/chart']);
    expect(effectiveGrants(grants, 'admin')).toHaveLength(5);
    expect(effectiveGrants(grants, 'nobody')).toEqual([grants[0]]);
  });

  it('lists distinct menu paths in first-seen order', () => {
    expect(menuPaths(grants)).toEqual(['/dashboard', '/system', '/system/user', '/chart']);
  });

  it('switches only to all or a held role', () => {
    expect(canSwitchTo('all', [])).toBe(true);
    expect(canSwitchTo('admin', ['admin'])).toBe(true);
    expect(canSwitchTo('super', ['admin'])).toBe(false);
  });
});
