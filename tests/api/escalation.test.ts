import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as grantable } from '@/app/api/user/grantable/route';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';
import { dumpGrantsAndAudit } from '../support/system';

const { POST: addChild } = endpoint('/api/system/permissions/addChild');
const { POST: editPermission } = endpoint('/api/system/permissions/edit');
const { DELETE: deletePermissions } = endpoint('/api/system/permissions');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { DELETE: deleteRoles } = endpoint('/api/system/roles');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: editUser } = endpoint('/api/system/users/edit');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');
const { DELETE: deleteUsers } = endpoint('/api/system/users');

// The delegation rules under a session that holds only the admin role (docs/architecture.md,
// "Delegation"): every refused write answers 403 or 409 and leaves the database as it was; the same
// write within the session's grants answers 200.

type Handler = Parameters<typeof call>[0];
const superId = '100000023';
const adminRolePermissions = ['0000', '0005', '000500', '000501', '000503', '000504', '000505'].concat(
  ['00050000', '00050002', '00050003', '00050101', '00050102', '00050103', '00050300', '00050301', '00050302'],
  ['00050400', '00050401', '00050402'],
);
let superToken: string;
let admin: string;
let adminId: string;
let peerId: string;

/** The write is refused with `status` (and a message naming the reason) and changes nothing. */
async function refused(handler: Handler, options: CallOptions, status: 403 | 409, message?: string) {
  const before = await dumpGrantsAndAudit();
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect(res.body.message).toContain(message);
  expect(await dumpGrantsAndAudit()).toBe(before);
}

async function allowed(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const newUser = (username: string, roles: string[], permissions: string[] = []) => ({
  name: username,
  username,
  email: `${username}@example.com`,
  phone: '123456',
  group: '0001',
  roles,
  permissions,
  password: 'valid-pass-77',
});

beforeAll(async () => {
  superToken = await signIn();
  adminId = (await allowed(addUser, { token: superToken, body: newUser('delegate', ['admin']) })).data.id;
  peerId = (await allowed(addUser, { token: superToken, body: newUser('peer', ['admin']) })).data.id;
  admin = await signIn('delegate', 'valid-pass-77');
});

describe('an admin-only session hands out only what it holds', () => {
  it('cannot make itself super, nor give itself a permission it lacks', async () => {
    const opts = (body: object) => ({ token: admin, body: { id: adminId, ...body } });
    await refused(editUser, opts({ roles: ['admin', 'super'] }), 403, 'role super');
    await refused(editUser, opts({ permissions: ['000200'] }), 403, '/chart/antv');
    await allowed(editUser, opts({ roles: ['admin'], permissions: ['0000'] }));
  });

  it('creates users only with roles and permissions it holds', async () => {
    await refused(addUser, { token: admin, body: newUser('climber', ['super']) }, 403);
    await refused(addUser, { token: admin, body: newUser('climber', ['user']) }, 403, 'role user');
    await allowed(addUser, { token: admin, body: newUser('helper', ['admin'], ['000505']) });
  });

  it('puts into roles only permissions it holds, and cannot widen or strip a role beyond its grants', async () => {
    await refused(editRole, { token: admin, body: { id: '0002', permissions: [...adminRolePermissions, '000200'] } }, 403);
    await refused(addRole, { token: admin, body: { role: 'charts', name: 'Charts', permissions: ['000200'] } }, 403);
    await refused(editRole, { token: admin, body: { id: '0001', permissions: ['0000'] } }, 403, 'super');
    await refused(editRole, { token: admin, body: { id: '0003', name: 'Users' } }, 403, 'user');
    await refused(deleteRoles, { token: admin, method: 'DELETE', body: ['0003'] }, 403);
    await allowed(addRole, { token: admin, body: { role: 'auditor', name: 'Auditor', permissions: ['0005', '000505'] } });
    await allowed(editRole, { token: admin, body: { id: '0002', permissions: adminRolePermissions } });
  });

  it('cannot edit, disable, reset or delete a super holder, but can a peer', async () => {
    await refused(editUser, { token: admin, body: { id: superId, name: 'Owned' } }, 403, 'super');
    await refused(editUser, { token: admin, body: { id: superId, status: '0' } }, 403);
    await refused(resetPassword, { token: admin, params: { id: superId } }, 403);
    await refused(deleteUsers, { token: admin, method: 'DELETE', body: [peerId, superId] }, 403);
    await allowed(editUser, { token: admin, body: { id: peerId, name: 'Peer' } });
    expect((await allowed(resetPassword, { token: admin, params: { id: peerId } })).data.password).toBeTruthy();
  });

  it('answers what it may grant: no super, no user role, only held permissions', async () => {
    const { data } = await allowed(grantable, { token: admin });
    expect(data.roles).toContain('admin');
    expect(data.roles).not.toContain('super');
    expect(data.roles).not.toContain('user');
    expect([...data.permissions].sort()).toEqual(expect.arrayContaining(adminRolePermissions));
    expect(data.permissions).not.toContain('000200');
    const all = await allowed(grantable, { token: superToken });
    expect(all.data.roles).toEqual(expect.arrayContaining(['admin', 'super', 'user']));
  });
});

describe('what a held permission grants cannot change', () => {
  it("refuses a held item's path, type or action with 409, and allows its name", async () => {
    const opts = (body: object) => ({ token: superToken, body: { id: '0000', ...body } });
    await refused(editPermission, opts({ path: '/system/audit' }), 409, 'cannot change');
    await refused(editPermission, { token: superToken, body: { id: '00050000', action: 'delete' } }, 409);
    await allowed(editPermission, opts({ name: 'Home' }));
  });

  it('refuses the same to an admin-only session, and lets it rename and re-path an item nobody else holds', async () => {
    await refused(editPermission, { token: admin, body: { id: '0000', path: '/system/audit' } }, 409);
    await refused(editPermission, { token: admin, body: { id: '000505', type: 'function' } }, 409);
    await allowed(addChild, { token: admin, body: { id: 'Fresh', parentId: '0005', path: '/system/fresh', type: 'menu', name: 'Fresh', status: '1' } });
    await allowed(editPermission, { token: admin, body: { id: 'Fresh', path: '/system/fresh2' } });
    await refused(editPermission, { token: admin, body: { id: '00050300', status: '0' } }, 409, 'nobody');
  });

  it('lets an item only super holds change its path, and super holds items created later', async () => {
    await allowed(addChild, { token: superToken, body: { id: 'Later', parentId: '0003', path: '/three/later', type: 'menu', name: 'Later', status: '1' } });
    const role = await allowed(roleDetail, { token: superToken, params: { id: '0001' } });
    expect(role.data.permissions).toContain('Later');
    await allowed(editPermission, { token: superToken, body: { id: 'Later', path: '/three/later2' } });
    await refused(editRole, { token: superToken, body: { id: '0001', permissions: adminRolePermissions } }, 409, 'super');
  });
});

describe('permission management can never be locked', () => {
  it('refuses to disable or delete the items that manage grants, even for super', async () => {
    for (const id of ['00050300', '00050301', '00050302', '000503', '00050103', '00050002']) {
      await refused(editPermission, { token: superToken, body: { id, status: '0' } }, 409, 'nobody');
    }
    await refused(deletePermissions, { token: superToken, method: 'DELETE', body: ['00050301'] }, 409);
    await allowed(editPermission, { token: superToken, body: { id: '00050401', status: '0' } });
    await allowed(editPermission, { token: superToken, body: { id: '00050401', status: '1' } });
  });

  it('refuses to take them from the last role or the last user who holds them', async () => {
    // Only admin holders are left enabled: the delegate, and the peer disabled below.
    const db = await getDb();
    await db.execute(sql`update users set status = '0' where id <> ${adminId} and id in (select user_id from user_roles)`);
    await refused(editRole, { token: admin, body: { id: '0002', permissions: adminRolePermissions.filter((id) => id !== '00050300') } }, 409);
    await refused(editUser, { token: admin, body: { id: adminId, roles: [] } }, 409, 'nobody');
    await allowed(editRole, { token: admin, body: { id: '0002', permissions: adminRolePermissions.filter((id) => id !== '00050400') } });
  });
});
