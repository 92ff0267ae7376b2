import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import type { DataScope } from '@/lib/scope/data-scope';
import { signIn } from '../support/auth';
import { call, type CallOptions, type Handler } from '../support/call';
import { dumpUsersAndRoles } from '../support/system';

const { POST: addBrother } = endpoint('/api/system/groups/addBrother');
const { POST: addChild } = endpoint('/api/system/groups/addChild');
const { POST: editGroup } = endpoint('/api/system/groups/edit');
const { POST: moveGroup } = endpoint('/api/system/groups/move');
const { DELETE: deleteGroups } = endpoint('/api/system/groups');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: resetPassword } = endpoint('/api/system/users/reset/{id}');

// Issue 24, finding 1: a session scoped to its group subtree that may edit groups moved an outside
// group (0002) under its own, then reset the password of a user in it. Scope covers the structure
// that defines it: a scoped session adds, edits, moves and deletes only groups inside its scope, never
// moves a group into or out of it, and never changes its own group's place.

// Users (page, add, delete, edit) and groups (page, add, delete, edit).
const permissions = ['0005', '000500', '00050000', '00050002', '00050003', '000504', '00050400', '00050401', '00050402'];
let superToken: string;
let serial = 0;

async function ok(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function dumpAll(): Promise<string> {
  const db = await getDb();
  const groups = await db.execute(sql`select * from groups order by id`);
  const audit = await db.execute(sql`select count(*)::int as n from audit_log`);
  return (await dumpUsersAndRoles()) + JSON.stringify([groups, audit]);
}

/** The call answers `status` and changes nothing. */
async function refused(handler: Handler, options: CallOptions, status: number) {
  const before = await dumpAll();
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await dumpAll()).toBe(before);
  return res.body;
}

const userBody = (username: string, group: string, roles: string[] = []) => ({
  name: username,
  username,
  email: `${username}@example.com`,
  phone: '123456',
  group,
  roles,
  password: 'valid-pass-77',
});

/** A group `id` added by super under `parentId`. */
const group = (id: string, parentId: string) => ok(addChild, { token: superToken, body: { parentId, id, name: id } });

/** A user holding only a role of `scope`, in `home`, signed in. */
async function actor(scope: DataScope, home: string) {
  serial += 1;
  const username = `gscope${serial}`;
  await ok(addUser, { token: superToken, body: userBody(username, home, [`gs${scope.replace('-', '')}`]) });
  return signIn(username, 'valid-pass-77');
}

beforeAll(async () => {
  superToken = await signIn();
  for (const scope of ['group-tree', 'group'] as const) {
    await ok(addRole, { token: superToken, body: { role: `gs${scope.replace('-', '')}`, name: `Groups ${scope}`, permissions, dataScope: scope } });
  }
});

describe('a session scoped to its group subtree', () => {
  let token: string;
  let outsider: string;

  beforeAll(async () => {
    await group('VG01', '');
    await group('VG0101', 'VG01');
    await group('VG0102', 'VG01');
    token = await actor('group-tree', 'VG01');
    outsider = (await ok(addUser, { token: superToken, body: userBody('gscope.outsider', '0002') })).data.id;
  });

  it('cannot move an outside group into its scope, so the users in it stay out of reach', async () => {
    await refused(resetPassword, { token, params: { id: outsider } }, 404);
    await refused(editGroup, { token, body: { id: '0002', parentId: 'VG01' } }, 403);
    await refused(editGroup, { token, body: { id: '0003', parentId: 'VG0101' } }, 403);
    await refused(resetPassword, { token, params: { id: outsider } }, 404);
    await refused(userDetail, { token, params: { id: outsider } }, 404);
  });

  it('cannot move its own group, nor a group out of its scope', async () => {
    await refused(editGroup, { token, body: { id: 'VG01', parentId: '0001' } }, 403);
    await refused(moveGroup, { token, body: { id: 'VG01', action: 'top' } }, 403);
    const body = await refused(editGroup, { token, body: { id: 'VG0101', parentId: '0001' } }, 400);
    expect(body.fields).toEqual({ parentId: 'This group is outside your data scope.' });
  });

  it('neither edits nor deletes a group outside its scope', async () => {
    await group('VGout', '0001');
    await refused(editGroup, { token, body: { id: 'VGout', name: 'Taken' } }, 403);
    await refused(editGroup, { token, body: { id: '0002', status: '0' } }, 403);
    await refused(moveGroup, { token, body: { id: 'VGout', action: 'top' } }, 403);
    await refused(deleteGroups, { token, method: 'DELETE', body: ['VGout'] }, 403);
  });

  it('adds groups only inside its scope', async () => {
    await refused(addChild, { token, body: { parentId: '0001', id: 'VGx1', name: 'New group' } }, 400);
    await refused(addChild, { token, body: { parentId: '', id: 'VGx2', name: 'New group' } }, 400);
    // Beside its own group is outside it (the same parent as its own group).
    await refused(addBrother, { token, body: { brotherId: 'VG01', id: 'VGx3', name: 'New group' } }, 400);
    await ok(addChild, { token, body: { parentId: 'VG0101', id: 'VG010101', name: 'Inside' } });
    await ok(addBrother, { token, body: { brotherId: 'VG0101', id: 'VG0103', name: 'Inside too' } });
  });

  it('edits, moves, reparents and deletes groups inside its scope', async () => {
    await ok(editGroup, { token, body: { id: 'VG01', name: 'Own group renamed' } });
    await ok(editGroup, { token, body: { id: 'VG0102', parentId: 'VG0101' } });
    await ok(moveGroup, { token, body: { id: 'VG0101', action: 'down' } });
    await ok(deleteGroups, { token, method: 'DELETE', body: ['VG0103'] });
  });
});

describe('a session scoped to its own group', () => {
  it('renames its own group but adds none (a new group would be outside its scope)', async () => {
    await group('VG02', '');
    const token = await actor('group', 'VG02');
    await ok(editGroup, { token, body: { id: 'VG02', name: 'Renamed' } });
    await refused(addChild, { token, body: { parentId: 'VG02', id: 'VG0201', name: 'New group' } }, 400);
    await refused(editGroup, { token, body: { id: 'VG02', parentId: '0001' } }, 403);
    await refused(deleteGroups, { token, method: 'DELETE', body: ['VG02'] }, 403);
  });
});
