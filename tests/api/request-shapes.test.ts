import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { GET: groupDetail } = endpoint('/api/system/groups/detail/{id}');
const { POST: permAddBrother } = endpoint('/api/system/permissions/addBrother');
const { POST: permAddChild } = endpoint('/api/system/permissions/addChild');
const { GET: permDetail } = endpoint('/api/system/permissions/detail/{id}');
const { POST: permEdit } = endpoint('/api/system/permissions/edit');
const { GET: permAll, POST: permList } = endpoint('/api/system/permissions');
const { POST: userAdd } = endpoint('/api/system/users/add');

// The shapes a client written against the spec's mock layer sends (docs/api-trees.md, "Request shapes").

type Handler = Parameters<typeof call>[0];
type Item = { id: string; type: string; action: string; path: string; parentId: string; order: number };
let token: string;
const send = (handler: Handler, body: unknown, locale = 'en') => call(handler, { token, body, locale });
const permission = async (id: string) => (await call(permDetail, { token, params: { id } })).body.data as Item;

beforeAll(async () => {
  token = await signIn();
});

describe("permissions: action '' is no action, and an action without a type is an action", () => {
  it("adds a menu sent with action '' (child and brother)", async () => {
    const child = await send(permAddChild, { parentId: '0005', id: 'ShpMenu', name: 'Shapes', type: 'menu', path: '/system/shapes', action: '', status: '1' });
    expect(child.body).toEqual({ code: 200, message: 'Success' });
    expect(await permission('ShpMenu')).toMatchObject({ type: 'menu', action: '', path: '/system/shapes' });
    const brother = await send(permAddBrother, { brotherId: 'ShpMenu', id: 'ShpMenu2', name: 'Shapes 2', path: '/system/shapes2', action: '' });
    expect(brother.status).toBe(200);
    expect(await permission('ShpMenu2')).toMatchObject({ type: 'menu', action: '' });
  });

  it('adds an action when the type is absent and the action is add, delete or edit', async () => {
    expect((await send(permAddChild, { parentId: 'ShpMenu', id: 'ShpAdd', name: 'Add', action: 'add', path: '' })).status).toBe(200);
    expect(await permission('ShpAdd')).toMatchObject({ type: 'action', action: 'add', path: '/system/shapes' });
    expect((await send(permAddBrother, { brotherId: 'ShpAdd', id: 'ShpDel', name: 'Delete', action: 'delete' })).status).toBe(200);
    expect(await permission('ShpDel')).toMatchObject({ type: 'action', action: 'delete', order: 1 });
  });

  it("still refuses an action item without its action, an action '' included", async () => {
    const blank = await send(permAddChild, { parentId: 'ShpMenu', id: 'ShpX', name: 'Blank', type: 'action', action: '' });
    expect(blank).toMatchObject({ status: 400, body: { fields: { action: 'Required.' } } });
    const menu = await send(permAddChild, { parentId: 'ShpMenu', id: 'ShpY', name: 'Menu', type: 'menu', path: '/system/y', action: 'add' });
    expect(menu.body.fields).toEqual({ action: 'Only an action item has an action.' });
    expect((await send(permAddChild, { parentId: 'ShpMenu', id: 'ShpZ', name: 'Bad', action: 'view' })).body.fields).toEqual({ action: 'Invalid value.' });
  });

  it("edits a menu sent with action '' and the parent it has, as the reference client sends it", async () => {
    const body = { id: 'ShpMenu2', parentId: '0005', name: 'Shapes two', type: 'menu', path: '/system/shapes-2', action: '', status: '1' };
    expect((await send(permEdit, body)).body).toEqual({ code: 200, message: 'Success' });
    expect(await permission('ShpMenu2')).toMatchObject({ type: 'menu', action: '', path: '/system/shapes-2', parentId: '0005' });
  });

  it('edits an action: absent type with an action keeps it an action; a menu sent with an action becomes one', async () => {
    expect((await send(permEdit, { id: 'ShpDel', parentId: 'ShpMenu', action: 'edit' })).status).toBe(200);
    expect(await permission('ShpDel')).toMatchObject({ type: 'action', action: 'edit' });
    expect((await send(permAddChild, { parentId: 'ShpMenu', id: 'ShpLeaf', name: 'Leaf', path: '/system/shapes/leaf', action: '' })).status).toBe(200);
    expect((await send(permEdit, { id: 'ShpLeaf', action: 'delete' })).status).toBe(200);
    expect(await permission('ShpLeaf')).toMatchObject({ type: 'action', action: 'delete', path: '/system/shapes' });
    // An action item sent with action '' has no action: refused, as an action needs one.
    expect((await send(permEdit, { id: 'ShpLeaf', action: '' })).body.fields).toEqual({ action: 'Required.' });
    // Sent back as a menu with action '': a menu again.
    expect((await send(permEdit, { id: 'ShpLeaf', type: 'menu', path: '/system/shapes/leaf', action: '' })).status).toBe(200);
    expect(await permission('ShpLeaf')).toMatchObject({ type: 'menu', action: '' });
  });

  it("answers action '' (never null) for items that are not actions, in the list, the filtered list and the detail", async () => {
    const lists = [(await call(permAll, { token })).body.data, (await send(permList, { id: '', name: '', status: 'all' })).body.data] as Item[][];
    for (const items of lists) {
      for (const item of items) {
        if (item.type === 'action') expect(['add', 'delete', 'edit'], item.id).toContain(item.action);
        else expect(item.action, item.id).toBe('');
      }
    }
    expect((await permission('0000')).action).toBe('');
  });
});

describe("groups/addChild with parentId ''", () => {
  it('adds at the top level, below the root, last', async () => {
    const res = await send(groupAddChild, { parentId: '', id: 'ShpTop', name: 'Shapes top' });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    const group = (await call(groupDetail, { token, params: { id: 'ShpTop' } })).body.data;
    expect(group).toMatchObject({ parentId: '00', depth: 1, order: 3 });
  });

  it('answers "Required." when the parent is missing', async () => {
    expect((await send(groupAddChild, { id: 'ShpTop2', name: 'Shapes top' })).body.fields).toEqual({ parentId: 'Required.' });
  });
});

describe("users/add with group ''", () => {
  it('answers 400 with a message under group, in the request locale', async () => {
    const body = { name: 'No Group', username: 'no.group', email: 'ng@example.com', phone: '13800000077', group: '', status: '1', roles: [], permissions: [] };
    const en = await send(userAdd, body);
    expect(en).toMatchObject({ status: 400, body: { code: 400, fields: { group: 'Invalid value.' } } });
    const zh = await send(userAdd, body, 'zh');
    expect(Object.keys(zh.body.fields)).toEqual(['group']);
    expect(zh.body.fields.group).toMatch(/\S/);
  });
});
