import { describe, expect, it } from 'vitest';
import { decideAccess, scopeInForce, type AccessGrant, type AccessSubject, type HeldRole } from '@/lib/access';

const on = { roleEnabled: true, itemEnabled: true };
const grants: AccessGrant[] = [
  { path: '/dashboard', type: 'menu', action: null, role: null, ...on },
  { path: '/system/user', type: 'menu', action: null, role: 'admin', ...on },
  { path: '/system/user', type: 'action', action: 'add', role: 'admin', ...on },
  { path: '/system/role', type: 'action', action: 'delete', role: 'admin', ...on, itemEnabled: false },
  { path: '/chart', type: 'menu', action: null, role: 'user', ...on },
  { path: '/system/group', type: 'menu', action: null, role: 'old', ...on, roleEnabled: false },
];
const roles: HeldRole[] = [
  { code: 'admin', enabled: true, dataScope: 'group' },
  { code: 'user', enabled: true, dataScope: 'self' },
  { code: 'old', enabled: false, dataScope: 'all' },
];
const as = (currentRole: string): AccessSubject => ({ roles, grants, currentRole });

describe('the access decision', () => {
  it('allows a page by its menu grant and an action by its action grant only, naming where each comes from', () => {
    expect(decideAccess(as('admin'), { path: '/system/user' })).toEqual({ allowed: true, reasons: [{ kind: 'grantedByRole', role: 'admin' }] });
    expect(decideAccess(as('admin'), { path: '/system/user', action: 'add' }).allowed).toBe(true);
    expect(decideAccess(as('admin'), { path: '/system/user', action: 'delete' }).allowed).toBe(false);
    expect(decideAccess(as('user'), { path: '/dashboard' })).toEqual({ allowed: true, reasons: [{ kind: 'grantedOwn' }] });
  });

  it('says which role holds it when it is not the current one', () => {
    expect(decideAccess(as('user'), { path: '/system/user', action: 'add' })).toEqual({
      allowed: false,
      reasons: [{ kind: 'noGrant', roles: ['user'] }, { kind: 'roleNotCurrent', role: 'admin' }],
    });
  });

  it('names a disabled item and a disabled role', () => {
    expect(decideAccess(as('all'), { path: '/system/role', action: 'delete' }).reasons).toContainEqual({ kind: 'itemDisabled' });
    expect(decideAccess(as('all'), { path: '/system/group' })).toEqual({
      allowed: false,
      reasons: [{ kind: 'noGrant', roles: ['admin', 'user'] }, { kind: 'roleDisabled', role: 'old' }],
    });
  });

  it('falls back to all under a disabled or unheld current role, as the session does', () => {
    const decision = decideAccess(as('old'), { path: '/chart' });
    expect(decision.allowed).toBe(true);
    expect(decision.reasons[0]).toEqual({ kind: 'currentRoleFallback', role: 'old' });
  });

  it('refuses a record outside the data scope of the roles in force', () => {
    const outside = decideAccess(as('admin'), { path: '/system/user' }, { kind: 'user', inScope: false });
    expect(outside.allowed).toBe(false);
    expect(outside.reasons).toContainEqual({ kind: 'outsideScope', record: 'user', scope: 'group' });
    expect(decideAccess(as('admin'), { path: '/system/user' }, { kind: 'user', inScope: true }).allowed).toBe(true);
    expect(decideAccess(as('admin'), { path: '/system/user', action: 'add' }, { kind: 'group', inScope: false }).allowed).toBe(false);
    expect(decideAccess(as('all'), { path: '/system/user' }, { kind: 'group', inScope: false }).allowed).toBe(true);
  });

  it('takes the widest scope in force; super sees all; a disabled role counts for nothing', () => {
    expect(scopeInForce(roles, 'all')).toBe('group');
    expect(scopeInForce(roles, 'user')).toBe('self');
    expect(scopeInForce([...roles, { code: 'super', enabled: true, dataScope: 'self' }], 'super')).toBe('all');
  });
});
