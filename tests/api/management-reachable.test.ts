import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardPage } from '@/lib/auth/guard';
import { readMenu } from '@/lib/auth/menu-read';
import { sessionFromToken } from '@/lib/auth/session';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';
import { dumpGrantsAndAudit } from '../support/system';

const { POST: addChild } = endpoint('/api/system/permissions/addChild');
const { POST: editPermission } = endpoint('/api/system/permissions/edit');
const { DELETE: deletePermissions, GET: allPermissions } = endpoint('/api/system/permissions');
const { POST: addUser } = endpoint('/api/system/users/add');

// Permission management can never be locked through the items above the management items either:
// their pages are reachable only while every item above them is an enabled menu (lib/menu.ts), so a
// write that disables, re-types or moves any item on that path, leaving nobody a working way in, is
// refused with 409 and changes nothing (lib/delegation/management-items.ts).

type Handler = Parameters<typeof call>[0];
const managementMenus = ['000500', '000501', '000503'];
const managementPaths = ['/system/user', '/system/role', '/system/permission'];
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  superToken = await signIn();
  const user = { name: 'Delegate', username: 'delegate', email: 'delegate@example.com', phone: '123456', group: '0001' };
  const res = await call(addUser, { token: superToken, body: { ...user, roles: ['admin'], permissions: [], password: 'valid-pass-77' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  adminToken = await signIn('delegate', 'valid-pass-77');
});

/** 409 and nothing changed (nor audited); by default for leaving nobody able to manage grants. */
async function refused(handler: Handler, options: CallOptions, message = 'nobody') {
  const before = await dumpGrantsAndAudit();
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.message).toContain(message);
  expect(await dumpGrantsAndAudit()).toBe(before);
}

async function allowed(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Whether super can open every management page (the page guard, on the menu as it is now). */
async function superReachesManagement(): Promise<boolean> {
  const [session, menu] = await Promise.all([sessionFromToken(superToken), readMenu()]);
  return managementPaths.every((path) => guardPage(path, session, menu) === null);
}

async function tree(): Promise<{ id: string; parentId: string }[]> {
  const { body } = await call(allPermissions, { token: superToken });
  return body.data;
}

const parentOf = async (id: string) => (await tree()).find((item) => item.id === id)?.parentId;

const sessions = [
  { who: 'an admin-only session', token: () => adminToken, prefix: 'Adm' },
  { who: 'super', token: () => superToken, prefix: 'Sup' },
];

describe.each(sessions)('as $who, the path to the management pages', ({ token, prefix }) => {
  const edit = (body: object) => ({ token: token(), body });
  const menu = (id: string, parentId: string, status: '0' | '1') =>
    edit({ id, parentId, path: `/${id.toLowerCase()}`, type: 'menu', name: id, status });

  it('cannot be cut by disabling the System item above them', async () => {
    await refused(editPermission, edit({ id: '0005', status: '0' }));
    expect(await superReachesManagement()).toBe(true);
  });

  it('cannot be cut by moving a management page below a disabled item, or below an enabled one under it', async () => {
    await allowed(addChild, menu(`${prefix}Off`, '', '0'));
    await allowed(addChild, menu(`${prefix}On`, `${prefix}Off`, '1'));
    for (const id of managementMenus) {
      await refused(editPermission, edit({ id, parentId: `${prefix}Off` }));
      await refused(editPermission, edit({ id, parentId: `${prefix}On` }));
      expect(await parentOf(id)).toBe('0005');
    }
    expect(await superReachesManagement()).toBe(true);
  });

  it('cannot be cut by making an item above them something other than a menu, disabling it or deleting it', async () => {
    const hub = `${prefix}Hub`;
    await allowed(addChild, menu(hub, '', '1'));
    for (const id of managementMenus) await allowed(editPermission, edit({ id, parentId: hub }));
    expect(await superReachesManagement()).toBe(true);
    await refused(editPermission, edit({ id: hub, type: 'function' }));
    await refused(editPermission, edit({ id: hub, type: 'api' }));
    await refused(editPermission, edit({ id: hub, status: '0' }));
    // An item with children cannot be deleted; with all of them, the management items go too.
    await refused(deletePermissions, { token: token(), method: 'DELETE', body: [hub] }, 'children');
    const subtree = (await tree())
      .filter((item) => item.id === hub || item.parentId === hub || managementMenus.includes(item.parentId))
      .map((item) => item.id);
    await refused(deletePermissions, { token: token(), method: 'DELETE', body: subtree });
    for (const id of managementMenus) await allowed(editPermission, edit({ id, parentId: '0005' }));
    await allowed(deletePermissions, { token: token(), method: 'DELETE', body: [hub] });
    expect(await superReachesManagement()).toBe(true);
  });

  it('still lets the System item be renamed, and an item beside the management pages be disabled', async () => {
    await allowed(editPermission, edit({ id: '0005', name: `System ${prefix}`, status: '1' }));
    await allowed(addChild, menu(`${prefix}Spare`, '0005', '1'));
    await allowed(editPermission, edit({ id: `${prefix}Spare`, status: '0' }));
    expect(await superReachesManagement()).toBe(true);
  });
});

describe('a second working set of management items', () => {
  // Below Components (0001), so its edits and those of 0005 lock no sibling set in common.
  beforeAll(async () => {
    const add = (body: object) => allowed(addChild, { token: superToken, body: { status: '1', ...body } });
    await add({ id: 'Alt', parentId: '0001', path: '/alt', type: 'menu', name: 'Alt' });
    for (const [index, path] of managementPaths.entries()) {
      const id = `Alt${index}`;
      await add({ id, parentId: 'Alt', path, type: 'menu', name: `Alt ${path}` });
      for (const action of ['add', 'edit', 'delete']) await add({ id: `${id}${action}`, parentId: id, type: 'action', action, name: action });
    }
  });

  it('lets the System item be disabled while it stays, and refuses once it goes too', async () => {
    await allowed(editPermission, { token: adminToken, body: { id: '0005', status: '0' } });
    expect(await superReachesManagement()).toBe(true);
    await refused(editPermission, { token: superToken, body: { id: 'Alt', status: '0' } });
    await allowed(editPermission, { token: superToken, body: { id: '0005', status: '1' } });
  });

  it('lets only one of two concurrent edits that each disable one of the two', async () => {
    const disable = (id: string) => call(editPermission, { token: superToken, body: { id, status: '0' } });
    const results = await Promise.all([disable('0005'), disable('Alt')]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await superReachesManagement()).toBe(true);
  });
});
