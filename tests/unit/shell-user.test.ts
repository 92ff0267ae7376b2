import { describe, expect, it } from 'vitest';
import { shellUser } from '@/lib/auth/shell-user';
import type { UserInfo } from '@/lib/auth/user-info';

const info: UserInfo = {
  id: '7',
  username: 'ann',
  email: 'ann@example.com',
  group: '0003',
  groupName: 'Development',
  name: 'Ann',
  roles: [{ role: 'admin', name: 'Admin' }],
  currentRole: 'all',
  currentMenuPermission: ['/system', '/system/user'],
  rolePermissions: [{ path: '/system/user', role: 'admin', type: 'action', action: 'add' }],
  userPermissions: [{ path: '/dashboard', role: null, type: 'menu' }],
  permissions: [
    { type: 'menu', path: '/system/user' },
    { type: 'action', path: '/system/user', action: 'add' },
  ],
  viewAs: null,
};

describe('shellUser', () => {
  it('keeps what the console reads and the action grants only', () => {
    expect(shellUser(info)).toEqual({
      id: '7',
      username: 'ann',
      name: 'Ann',
      email: 'ann@example.com',
      roles: [{ role: 'admin', name: 'Admin' }],
      currentRole: 'all',
      currentMenuPermission: ['/system', '/system/user'],
      permissions: [{ type: 'action', path: '/system/user', action: 'add' }],
      viewAs: null,
    });
  });
});
