import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';

const { POST: addGroup } = endpoint('/api/system/groups/addChild');
const { POST: listGroups } = endpoint('/api/system/groups');
const { POST: addBrother } = endpoint('/api/system/permissions/addBrother');
const { POST: addChild } = endpoint('/api/system/permissions/addChild');
const { GET: detail } = endpoint('/api/system/permissions/detail/{id}');
const { POST: edit } = endpoint('/api/system/permissions/edit');
const { POST: move } = endpoint('/api/system/permissions/move');
const { DELETE: remove, GET: all, POST: list } = endpoint('/api/system/permissions');

type Handler = Parameters<typeof call>[0];
type Item = { id: string; parentId: string; order: number; path: string; action: string; name: string };
let token: string;

beforeAll(async () => {
  token = await signIn();
});

const as = (handler: Handler, options: CallOptions = {}) => call(handler, { token, ...options });
const post = (handler: Handler, body: unknown, locale = 'en') => as(handler, { body, locale });
const del = (body: unknown, locale = 'en') => as(remove, { method: 'DELETE', body, locale });
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const get = async (id: string, locale = 'en') => (await as(detail, { params: { id }, locale })).body.data as Item;

async function children(parentId: string) {
  const { body } = await as(all);
  return (body.data as Item[]).filter((p) => p.parentId === parentId).map((p) => [p.id, p.order]);
}

async function addMenu(parentId: string, id: string, path: string) {
  const res = await post(addChild, { parentId, id, name: `Menu ${id}`, path });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const seededOrder = [
  '0000',
  '0001', '000100', '000101', '000102', '000103',
  '0002', '000203', '000202', '000201', '000200',
  '0003', '000300', '000301',
  '0004', '000400', '000401', '000402', '000403', '000404',
  '0005',
  '000500', '00050000', '00050002', '00050003',
  '000501', '00050101', '00050102', '00050103',
  '000503', '00050300', '00050301', '00050302',
  '000504', '00050400', '00050401', '00050402',
  '000505',
  '000506', '00050600',
  '000507',
  // the notices' item (resources/notices, seeded by the registry): add, edit, delete
  '000508', '00050800', '00050801', '00050802',
  // the API keys' item (resources/keys): delete (revoke)
  '000519', '00051900',
  // the files' item (resources/files): upload (add), rename (edit), delete
  '000520', '00052000', '00052001', '00052002',
  // the access inspector's item (resources/access): no action
  '000529',
  // the single sign-on role rules' item (resources/ssorules): add, edit, delete
  '000530', '00053000', '00053001', '00053002',
  // the settings' item (resources/settings): edit, delete (reset)
  '000509', '00050900', '00050901',
  // the dictionaries' item (resources/dicts): add, edit, delete
  '000535', '00053500', '00053501', '00053502',
  // the single sign-on providers' item (resources/ssoproviders): add, edit, delete
  '000531', '00053100', '00053101', '00053102',
];

describe('GET /api/system/permissions', () => {
  it('answers every item, menus and actions, in tree order with every field', async () => {
    const res = await as(all);
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(seededOrder);
    expect(res.body.data[0]).toEqual({
      id: '0000',
      parentId: '',
      order: 0,
      path: '/dashboard',
      type: 'menu',
      action: '',
      name: 'Dashboard',
      nameEn: 'Dashboard',
      nameZh: '仪表盘',
      icon: 'chart-pie',
      status: '1',
      create: '2023-01-01 00:00:00',
      depth: 1,
    });
    const action = res.body.data.find((p: Item) => p.id === '00050301');
    expect(action).toMatchObject({ parentId: '000503', path: '/system/permission', type: 'action', action: 'delete', depth: 3 });
  });

  it('answers names in the request locale', async () => {
    const res = await as(all, { locale: 'zh' });
    expect(res.body.data.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(['仪表盘', '组件']);
  });
});

describe('POST /api/system/permissions', () => {
  it('defaults every filter and accepts the paging the reference client sends', async () => {
    expect(ids((await post(list, {})).body.data)).toEqual(seededOrder);
    expect((await post(list, { page: 1, size: 10, id: '', name: '', status: 'all' })).body.data).toHaveLength(67);
  });

  it('filters by id prefix, case-insensitively, keeping tree order', async () => {
    const system = ids((await post(list, { id: '0005' })).body.data);
    expect(system).toEqual(seededOrder.slice(seededOrder.indexOf('0005')));
    expect(ids((await post(list, { id: '000503' })).body.data)).toEqual(['000503', '00050300', '00050301', '00050302']);
  });

  it('filters by the localized name prefix, case-insensitively, in both locales', async () => {
    expect(ids((await post(list, { name: 'sys' })).body.data)).toEqual(['0005']);
    expect(ids((await post(list, { name: 'SYSTEM' })).body.data)).toEqual(['0005']);
    expect(ids((await post(list, { name: '系统' }, 'zh')).body.data)).toEqual(['0005']);
    expect(ids((await post(list, { name: 'add' })).body.data)).toEqual(['00050000', '00050101', '00050300', '00050400', '00050800', '00052000', '00053000', '00053500', '00053100']);
    expect((await post(list, { name: '新增' }, 'zh')).body.data).toHaveLength(9);
    expect((await post(list, { name: 'add' }, 'zh')).body.data).toHaveLength(0);
    expect(ids((await post(list, { id: '00050', name: 'edit' })).body.data)).toEqual([
      '00050003',
      '00050103',
      '00050302',
      '00050402',
      '00050801',
      '00050900',
    ]);
  });

  it('filters by path prefix and by status', async () => {
    expect(ids((await post(list, { path: '/system/user' })).body.data)).toEqual(['000500', '00050000', '00050002', '00050003']);
    expect(ids((await post(list, { path: '/MAP/' })).body.data)).toHaveLength(5);
    expect((await post(list, { status: '0' })).body.data).toEqual([]);
    expect((await post(list, { status: '1' })).body.data).toHaveLength(67);
  });

  it('answers 400 for unknown fields and wrong types', async () => {
    expect((await post(list, { type: 'menu' })).body.fields).toEqual({ type: 'Unknown field.' });
    expect((await post(list, { status: 'none' })).status).toBe(400);
    expect((await post(list, 'all')).status).toBe(400);
  });
});

describe('GET /api/system/permissions/detail/{id}', () => {
  it('answers one item in the request locale', async () => {
    const res = await as(detail, { params: { id: '00050300' } });
    expect(res.body).toEqual({
      code: 200,
      data: {
        id: '00050300',
        parentId: '000503',
        order: 0,
        path: '/system/permission',
        type: 'action',
        action: 'add',
        name: 'Add',
        nameEn: 'Add',
        nameZh: '新增',
        icon: null,
        status: '1',
        create: '2023-01-01 00:00:00',
        depth: 3,
      },
    });
    expect(await get('0004', 'zh')).toMatchObject({ name: '地图', parentId: '', depth: 1 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await as(detail, { params: { id: 'nope' } })).status).toBe(404);
    expect((await as(detail, { params: { id: 'a b' } })).status).toBe(400);
  });
});

describe('POST /api/system/permissions/addChild', () => {
  it('adds a menu last under its parent', async () => {
    // The canonical seed numbers /system's pages 0..4 (the reference skipped the removed /system/menu); the registry adds notices, keys, files, the access inspector, the single sign-on role rules and the settings.
    expect(await children('0005')).toEqual([['000500', 0], ['000501', 1], ['000503', 2], ['000504', 3], ['000505', 4], ['000506', 5], ['000507', 6], ['000508', 7], ['000519', 8], ['000520', 9], ['000529', 10], ['000530', 11], ['000509', 12], ['000535', 13], ['000531', 14]]);
    const res = await post(addChild, { parentId: '0005', id: 'Audit', name: 'Audit', path: '/system/audit' });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(await children('0005')).toEqual([['000500', 0], ['000501', 1], ['000503', 2], ['000504', 3], ['000505', 4], ['000506', 5], ['000507', 6], ['000508', 7], ['000519', 8], ['000520', 9], ['000529', 10], ['000530', 11], ['000509', 12], ['000535', 13], ['000531', 14], ['Audit', 15]]);
    expect(await get('Audit')).toMatchObject({ type: 'menu', action: '', path: '/system/audit', depth: 2 });
    expect((await get('Audit', 'zh')).name).toBe('Audit');
  });

  it("adds an action with its menu's path, whatever path the client sends", async () => {
    const res = await post(addChild, { parentId: 'Audit', id: 'AuditAdd', name: 'Add', type: 'action', action: 'add', path: '/elsewhere' });
    expect(res.status).toBe(200);
    expect(await get('AuditAdd')).toMatchObject({ path: '/system/audit', type: 'action', action: 'add', depth: 3, order: 0 });
  });

  it("adds top-level items with parentId '', and function and api items", async () => {
    expect((await post(addChild, { parentId: '', id: 'Reports', name: 'Reports', path: '/reports' })).status).toBe(200);
    expect(await get('Reports')).toMatchObject({ parentId: '', order: 6, depth: 1 });
    const fn = await post(addChild, { parentId: 'Reports', id: 'RepFn', name: 'Export', type: 'function', path: '/reports/export' });
    expect(fn.status).toBe(200);
    const api = await post(addChild, { parentId: 'Reports', id: 'RepApi', name: 'Api', type: 'api', path: '/reports/api', status: '0' });
    expect(api.status).toBe(200);
    expect(await get('RepApi')).toMatchObject({ type: 'api', status: '0', order: 1 });
  });

  it('validates id, name, type, action and path with localized messages', async () => {
    const base = { parentId: 'Reports', id: 'RepX', name: 'Report', path: '/reports/x' };
    expect((await post(addChild, { ...base, id: 'r' })).body.fields).toEqual({ id: 'Id: at least 2 English letters or numbers.' });
    expect((await post(addChild, { ...base, id: 'r_1' }, 'zh')).body.fields).toEqual({ id: '编码至少2个字符的英文或数字。' });
    expect((await post(addChild, { ...base, name: 'R' })).body.fields).toEqual({ name: 'Name must be at least 2 characters.' });
    expect((await post(addChild, { ...base, type: 'page' })).body.fields).toEqual({ type: 'Invalid value.' });
    const paths = ['reports', '/Reports', '/reports/', '//reports', '/reports x', ''];
    for (const path of paths) {
      const res = await post(addChild, { ...base, path });
      expect(res.body.fields, path).toEqual({ path: 'Path: starts with / and uses only a-z, 0-9, -, _ and single slashes.' });
    }
    expect((await post(addChild, { ...base, path: undefined })).body.fields).toEqual({ path: 'Required.' });
    const noAction = await post(addChild, { ...base, type: 'action' });
    expect(noAction.body.fields).toEqual({ action: 'Required.' });
    const menuAction = await post(addChild, { ...base, type: 'menu', action: 'add' });
    expect(menuAction.body.fields).toEqual({ action: 'Only an action item has an action.' });
    expect((await post(addChild, { ...base, type: 'action', action: 'view' })).body.fields).toEqual({ action: 'Invalid value.' });
    expect((await post(addChild, { ...base, create: '2024-01-01' })).body.fields).toEqual({ create: 'Unknown field.' });
  });

  it('refuses a child of an action and an action at the top level', async () => {
    const below = await post(addChild, { parentId: '00050000', id: 'Deep', name: 'Deep', path: '/deep' });
    expect(below).toMatchObject({ status: 400, body: { fields: { parentId: 'An action cannot have children; choose a menu.' } } });
    const top = await post(addChild, { parentId: '', id: 'TopAct', name: 'Top', type: 'action', action: 'add' }, 'zh');
    expect(top.body.fields).toEqual({ parentId: '操作必须直接位于菜单之下。' });
  });

  it('answers 400 for an unknown parent and 409 for an id in use or a second action of a kind', async () => {
    const ghost = await post(addChild, { parentId: 'Ghost', id: 'Orphan', name: 'Orphan', path: '/orphan' });
    expect(ghost).toMatchObject({ status: 400, body: { fields: { parentId: 'The parent Ghost does not exist.' } } });
    const taken = await post(addChild, { parentId: '', id: '0000', name: 'Again', path: '/again' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'The id 0000 is already in use.', fields: { id: 'The id 0000 is already in use.' } } });
    const twice = await post(addChild, { parentId: '000500', id: 'UserAdd2', name: 'Add', type: 'action', action: 'add' });
    expect(twice).toMatchObject({ status: 409, body: { message: '/system/user already has the add action (00050000).' } });
  });
});

describe('POST /api/system/permissions/addBrother', () => {
  it('inserts right after the brother and shifts the later siblings', async () => {
    const res = await post(addBrother, { brotherId: '000100', id: 'Buttons', name: 'Buttons', path: '/component/buttons' });
    expect(res.status).toBe(200);
    expect(await children('0001')).toEqual([['000100', 0], ['Buttons', 1], ['000101', 2], ['000102', 3], ['000103', 4]]);
  });

  it("gives an action brother its menu's path, and adds at the top level beside a top-level brother", async () => {
    const res = await post(addBrother, { brotherId: 'AuditAdd', id: 'AuditDel', name: 'Delete', type: 'action', action: 'delete' });
    expect(res.status).toBe(200);
    expect(await get('AuditDel')).toMatchObject({ parentId: 'Audit', path: '/system/audit', order: 1 });
    expect((await post(addBrother, { brotherId: '0000', id: 'Home', name: 'Home', path: '/home' })).status).toBe(200);
    expect(await get('Home')).toMatchObject({ parentId: '', order: 1 });
    expect(await get('0001')).toMatchObject({ order: 2 });
  });

  it('refuses an unknown brother, a top-level action and an id in use', async () => {
    const ghost = await post(addBrother, { brotherId: 'Ghost', id: 'Nope', name: 'Nope', path: '/nope' });
    expect(ghost.body.fields).toEqual({ brotherId: 'The sibling Ghost does not exist.' });
    const top = await post(addBrother, { brotherId: '0000', id: 'TopAct', name: 'Act', type: 'action', action: 'edit' });
    expect(top.body.fields).toEqual({ brotherId: 'An action must sit directly below a menu.' });
    expect((await post(addBrother, { brotherId: '0000', id: 'Home', name: 'Home', path: '/home' })).status).toBe(409);
  });
});

describe('POST /api/system/permissions/edit', () => {
  it('writes the name in the column of the request locale only, and the status', async () => {
    expect((await post(edit, { id: 'Reports', name: 'Statistics' })).status).toBe(200);
    expect((await post(edit, { id: 'Reports', name: '报表', status: '0' }, 'zh')).status).toBe(200);
    expect(await get('Reports')).toMatchObject({ name: 'Statistics', status: '0', order: 7, path: '/reports' });
    expect((await get('Reports', 'zh')).name).toBe('报表');
  });

  it("changes a menu's path and its actions follow; an action's own path cannot be set", async () => {
    expect((await post(edit, { id: 'Audit', path: '/system/audit-log' })).status).toBe(200);
    expect((await get('AuditAdd')).path).toBe('/system/audit-log');
    expect((await get('AuditDel')).path).toBe('/system/audit-log');
    expect((await post(edit, { id: 'AuditAdd', path: '/system/other', name: 'Create' })).status).toBe(200);
    expect(await get('AuditAdd')).toMatchObject({ path: '/system/audit-log', name: 'Create' });
  });

  it('changes the kind of an action, one item per kind under a menu', async () => {
    expect((await post(edit, { id: 'AuditDel', action: 'edit' })).status).toBe(200);
    expect((await get('AuditDel')).action).toBe('edit');
    const clash = await post(edit, { id: 'AuditDel', action: 'add' });
    expect(clash).toMatchObject({ status: 409, body: { message: '/system/audit-log already has the add action (AuditAdd).' } });
  });

  it('turns a leaf menu into an action and back', async () => {
    await addMenu('Audit', 'AuditView', '/system/audit-log/view');
    expect((await post(edit, { id: 'AuditView', type: 'action', action: 'delete' })).status).toBe(200);
    expect(await get('AuditView')).toMatchObject({ type: 'action', action: 'delete', path: '/system/audit-log' });
    expect((await post(edit, { id: 'AuditView', type: 'menu', path: '/system/audit-log/view' })).status).toBe(200);
    expect(await get('AuditView')).toMatchObject({ type: 'menu', action: '', path: '/system/audit-log/view' });
  });

  it('refuses to make an action of an item with children, of a top-level item, or without an action', async () => {
    const parent = await post(edit, { id: 'Audit', type: 'action', action: 'add' });
    expect(parent).toMatchObject({ status: 409, body: { message: 'Audit has children, so it cannot become an action.' } });
    const top = await post(edit, { id: 'Home', type: 'action', action: 'add' });
    expect(top.body.fields).toEqual({ type: 'An action must sit directly below a menu.' });
    expect((await post(edit, { id: 'AuditView', type: 'action' })).body.fields).toEqual({ action: 'Required.' });
    expect((await post(edit, { id: 'AuditAdd', action: null })).body.fields).toEqual({ action: 'Required.' });
    expect((await post(edit, { id: 'Home', type: 'menu', action: 'add' })).body.fields).toEqual({ action: 'Only an action item has an action.' });
  });

  it('answers 404 for an unknown id and 400 for an order change and bad values', async () => {
    expect((await post(edit, { id: 'Ghost', name: 'Ghost' })).status).toBe(404);
    // A parent change moves the item (tests/api/tree-reparent.test.ts); the order is never sent.
    expect((await post(edit, { id: 'Home', order: 3 })).body.fields).toEqual({ order: 'Unknown field.' });
    expect((await post(edit, { id: 'Home', path: 'home' })).status).toBe(400);
    expect((await post(edit, { id: 'Home', name: 'H' }, 'zh')).body.fields).toEqual({ name: '姓名至少2个字符。' });
  });
});

describe('POST /api/system/permissions/move', () => {
  it('moves items among their siblings; a no-op move succeeds', async () => {
    expect((await post(move, { id: '000200', action: 'top' })).body).toEqual({ code: 200, message: 'Success' });
    expect((await children('0002')).map(([id]) => id)).toEqual(['000200', '000203', '000202', '000201']);
    await post(move, { id: '000203', action: 'down' });
    await post(move, { id: '000201', action: 'up' });
    expect(await children('0002')).toEqual([['000200', 0], ['000202', 1], ['000201', 2], ['000203', 3]]);
    for (const body of [{ id: '000200', action: 'up' }, { id: '000203', action: 'down' }]) {
      expect((await post(move, body)).status).toBe(200);
    }
    expect((await children('0002')).map(([id]) => id)).toEqual(['000200', '000202', '000201', '000203']);
  });

  it('moves top-level items', async () => {
    expect((await post(move, { id: 'Reports', action: 'up' })).status).toBe(200);
    expect((await children('')).map(([id]) => id)).toEqual(['0000', 'Home', '0001', '0002', '0003', '0004', 'Reports', '0005']);
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await post(move, { id: 'Ghost', action: 'top' })).status).toBe(404);
    expect((await post(move, { id: '0000', action: 'bottom' })).status).toBe(400);
    expect((await post(move, { id: '0000', action: 'up', by: 2 })).status).toBe(400);
  });
});

describe('DELETE /api/system/permissions', () => {
  const grants = async (permissionId: string) => {
    const db = await getDb();
    const rows = await db.execute(
      sql`select (select count(*) from role_permissions where permission_id = ${permissionId})::int
               + (select count(*) from user_permissions where permission_id = ${permissionId})::int as n`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  it("deletes items with their role and user grants, and closes the gap", async () => {
    expect(await grants('00050401')).toBeGreaterThan(0);
    expect((await del(['00050401'])).body).toEqual({ code: 200, message: 'Success' });
    expect(await grants('00050401')).toBe(0);
    expect(await children('000504')).toEqual([['00050400', 0], ['00050402', 1]]);
    expect(await grants('0000')).toBeGreaterThan(0);
  });

  it('deletes an item with its children when all are listed', async () => {
    expect((await del(['RepApi', 'Reports', 'RepFn'])).status).toBe(200);
    expect((await as(detail, { params: { id: 'Reports' } })).status).toBe(404);
  });

  it('refuses an item with children, saying which, and deletes nothing', async () => {
    const res = await del(['Home', '0004']);
    expect(res).toMatchObject({ status: 409, body: { message: '0004 still has children (such as 000400); delete them first or together with it.' } });
    expect((await get('Home')).id).toBe('Home');
  });

  it('answers 404 naming unknown ids, and 400 for a malformed body', async () => {
    expect(await del(['Home', 'Ghost'], 'zh')).toMatchObject({ status: 404, body: { message: '未找到：Ghost。' } });
    expect((await get('Home')).id).toBe('Home');
    expect((await del([])).status).toBe(400);
    expect((await del('Home')).status).toBe(400);
  });
});

describe('authorisation', () => {
  const endpoints: [string, Handler, CallOptions][] = [
    ['all', all, {}],
    ['list', list, { body: {} }],
    ['detail', detail, { params: { id: '0000' } }],
    ['addChild', addChild, { body: { parentId: '', id: 'Auth1', name: 'Auth', path: '/auth' } }],
    ['addBrother', addBrother, { body: { brotherId: '0000', id: 'Auth2', name: 'Auth', path: '/auth' } }],
    ['edit', edit, { body: { id: '0000', name: 'Auth' } }],
    ['move', move, { body: { id: '0000', action: 'down' } }],
    ['delete', remove, { method: 'DELETE', body: ['Home'] }],
  ];
  let user: string;
  beforeAll(async () => {
    user = await signIn('user002');
    expect((await call(currentRole, { token: user, body: { role: 'user' } })).status).toBe(200);
  });

  it.each(endpoints)('%s answers 401 without a token', async (_, handler, options) => {
    expect((await call(handler, options)).status).toBe(401);
  });

  it.each(endpoints)('%s answers 403 when the current role lacks the permission page', async (_, handler, options) => {
    expect(await call(handler, { ...options, token: user })).toMatchObject({ status: 403, body: { code: 403 } });
  });

  it('deleting an action permission takes that action away from every role', async () => {
    // 00050400 is "add" on /system/group: afterwards super may still list groups but not add one.
    expect((await del(['00050400'])).status).toBe(200);
    expect((await as(listGroups, { body: {} })).status).toBe(200);
    const add = await as(addGroup, { body: { parentId: '00', id: 'NoAdd', name: 'No add' } });
    expect(add.status).toBe(403);
  });
});
