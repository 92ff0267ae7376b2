import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as commonGroups } from '@/app/api/common/groups/route';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';

const { POST: addBrother } = endpoint('/api/system/groups/addBrother');
const { POST: addChild } = endpoint('/api/system/groups/addChild');
const { GET: detail } = endpoint('/api/system/groups/detail/{id}');
const { POST: edit } = endpoint('/api/system/groups/edit');
const { POST: move } = endpoint('/api/system/groups/move');
const { DELETE: remove, POST: list } = endpoint('/api/system/groups');

type Handler = Parameters<typeof call>[0];
let token: string;

beforeAll(async () => {
  token = await signIn();
});

const as = (handler: Handler, options: CallOptions = {}) => call(handler, { token, ...options });
const post = (handler: Handler, body: unknown, locale = 'en') => as(handler, { body, locale });
const del = (body: unknown, locale = 'en') => as(remove, { method: 'DELETE', body, locale });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function children(parentId: string) {
  const { body } = await post(list, {});
  return (body.data as { id: string; parentId: string; order: number }[])
    .filter((g) => g.parentId === parentId)
    .map((g) => [g.id, g.order]);
}

async function addGroup(parentId: string, id: string, name = `Group ${id}`) {
  const res = await post(addChild, { parentId, id, name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /api/common/groups', () => {
  it('answers every group, the root first, as a flat tree with localized names', async () => {
    const en = await as(commonGroups);
    expect(en.status).toBe(200);
    expect(en.body.data[0]).toEqual({ id: '00', name: 'All', parentId: '', depth: 0, order: 0 });
    expect(en.body.data[1]).toEqual({ id: '0001', name: 'Human Resources Department', parentId: '00', depth: 1, order: 0 });
    expect(ids(en.body.data)).toEqual(['00', '0001', '0002', '0003', '000301', '000302', '000303']);
    expect(en.body.data[4]).toMatchObject({ id: '000301', parentId: '0003', depth: 2, order: 0 });
    const zh = await as(commonGroups, { locale: 'zh' });
    expect(zh.body.data.slice(0, 3).map((g: { name: string }) => g.name)).toEqual(['全部', '人事部', '后勤部']);
  });

  it('is open to any signed-in user, even one whose current role has no system page', async () => {
    const user = await signIn('user002');
    expect((await call(currentRole, { token: user, body: { role: 'user' } })).status).toBe(200);
    expect((await call(commonGroups, { token: user })).status).toBe(200);
    expect((await call(list, { token: user, body: {} })).status).toBe(403);
  });
});

describe('POST /api/system/groups', () => {
  it('answers the groups below the root in tree order, with every field', async () => {
    const res = await post(list, { page: 1, size: 10, id: '', name: '', status: 'all' });
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual(['0001', '0002', '0003', '000301', '000302', '000303']);
    expect(res.body.data[0]).toEqual({
      id: '0001',
      name: 'Human Resources Department',
      nameEn: 'Human Resources Department',
      nameZh: '人事部',
      parentId: '00',
      depth: 1,
      order: 0,
      status: '1',
      create: '2023-01-01 00:00:00',
    });
    expect(res.body.data[5]).toMatchObject({ id: '000303', parentId: '0003', depth: 2, order: 2 });
  });

  it('defaults every filter (an empty body lists everything)', async () => {
    expect((await post(list, {})).body.data).toHaveLength(6);
  });

  it('filters by id prefix, case-insensitively', async () => {
    expect(ids((await post(list, { id: '0003' })).body.data)).toEqual(['0003', '000301', '000302', '000303']);
    expect(ids((await post(list, { id: '00030' })).body.data)).toEqual(['000301', '000302', '000303']);
    await addGroup('0002', 'OpsA');
    expect(ids((await post(list, { id: 'opsa' })).body.data)).toEqual(['OpsA']);
    expect(ids((await post(list, { id: 'zz' })).body.data)).toEqual([]);
  });

  it('filters by the localized name prefix, case-insensitively, in both locales', async () => {
    expect(ids((await post(list, { name: 'dev' })).body.data)).toEqual(['0003', '000301', '000302', '000303']);
    expect(ids((await post(list, { name: 'IT' })).body.data)).toEqual(['0002']);
    expect(ids((await post(list, { name: '研发', status: 'all' }, 'zh')).body.data)).toEqual([
      '0003',
      '000301',
      '000302',
      '000303',
    ]);
    expect(ids((await post(list, { name: '后勤' }, 'zh')).body.data)).toEqual(['0002']);
    expect(ids((await post(list, { name: 'IT' }, 'zh')).body.data)).toEqual([]);
    expect(ids((await post(list, { id: '0003', name: 'Development 2' })).body.data)).toEqual(['000302']);
  });

  it('filters by status; all means no filter', async () => {
    await addGroup('0001', 'Off01');
    expect((await post(edit, { id: 'Off01', status: '0' })).status).toBe(200);
    expect(ids((await post(list, { status: '0' })).body.data)).toEqual(['Off01']);
    expect(ids((await post(list, { status: '1' })).body.data)).not.toContain('Off01');
    expect(ids((await post(list, { status: 'all' })).body.data)).toContain('Off01');
  });

  it('answers 400 with field messages for unknown fields and wrong types', async () => {
    const unknown = await post(list, { id: '', group: '0001' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ group: 'Unknown field.' });
    const wrong = await post(list, { status: 'enabled', id: 3 }, 'zh');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ status: '值无效。', id: '值无效。' });
    expect((await post(list, [])).status).toBe(400);
  });
});

describe('GET /api/system/groups/detail/{id}', () => {
  it('answers one group in the request locale', async () => {
    const en = await as(detail, { params: { id: '000302' } });
    expect(en.status).toBe(200);
    expect(en.body.data).toEqual({
      id: '000302',
      name: 'Development 2 Department',
      nameEn: 'Development 2 Department',
      nameZh: '研发2部',
      parentId: '0003',
      depth: 2,
      order: 1,
      status: '1',
      create: '2023-01-01 00:00:00',
    });
    const zh = await as(detail, { params: { id: '0003' }, locale: 'zh' });
    expect(zh.body.data).toMatchObject({ name: '研发部', parentId: '00', depth: 1 });
  });

  it('answers 404 for an unknown id and for the root, 400 for a malformed id', async () => {
    const missing = await as(detail, { params: { id: 'nope' } });
    expect(missing).toMatchObject({ status: 404, body: { code: 404, message: 'Not found.' } });
    expect((await as(detail, { params: { id: '00' } })).status).toBe(404);
    expect((await as(detail, { params: { id: '../users' } })).status).toBe(400);
  });
});

describe('POST /api/system/groups/addChild', () => {
  it('adds the group last under its parent, with the name in both languages', async () => {
    const res = await post(addChild, { parentId: '0003', id: 'QA01', name: 'Quality' });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    const en = await as(detail, { params: { id: 'QA01' } });
    expect(en.body.data).toMatchObject({ parentId: '0003', depth: 2, order: 3, status: '1', name: 'Quality' });
    expect(en.body.data.create).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await as(detail, { params: { id: 'QA01' }, locale: 'zh' })).body.data.name).toBe('Quality');
  });

  it('adds top-level groups under the root 00, and keeps a given status', async () => {
    const res = await post(addChild, { parentId: '00', id: 'Top1', name: 'Top one', status: '0' }, 'zh');
    expect(res.body).toEqual({ code: 200, message: '操作成功' });
    const top = await as(detail, { params: { id: 'Top1' } });
    expect(top.body.data).toMatchObject({ parentId: '00', depth: 1, order: 3, status: '0' });
  });

  it('validates the id, the name and the fields, with localized messages', async () => {
    const shortId = await post(addChild, { parentId: '0003', id: 'a', name: 'Quality' });
    expect(shortId.status).toBe(400);
    expect(shortId.body.fields).toEqual({ id: 'GroupId: at least 2 English letters or numbers.' });
    expect(shortId.body.message).toBe('GroupId: at least 2 English letters or numbers.');
    const symbols = await post(addChild, { parentId: '0003', id: 'ab-c', name: 'Quality' }, 'zh');
    expect(symbols.body.fields).toEqual({ id: '组织编码至少2个字符的英文或数字。' });
    const shortName = await post(addChild, { parentId: '0003', id: 'QA02', name: ' x ' });
    expect(shortName.body.fields).toEqual({ name: 'GroupName must be at least 2 characters.' });
    const missing = await post(addChild, { id: 'QA02' });
    expect(missing.body.fields).toEqual({ parentId: 'Required.', nameEn: 'Required.', nameZh: 'Required.' });
    const extra = await post(addChild, { parentId: '0003', id: 'QA02', name: 'Quality', order: 0 });
    expect(extra.body.fields).toEqual({ order: 'Unknown field.' });
    const status = await post(addChild, { parentId: '0003', id: 'QA02', name: 'Quality', status: 1 });
    expect(status.body.fields).toEqual({ status: 'Invalid value.' });
    const long = await post(addChild, { parentId: '0003', id: 'Q'.repeat(33), name: 'Quality' });
    expect(long.body.fields).toEqual({ id: 'At most 32 characters.' });
  });

  it('answers 400 on parentId when the parent does not exist', async () => {
    const res = await post(addChild, { parentId: 'Ghost', id: 'QA03', name: 'Quality' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ parentId: 'The parent Ghost does not exist.' });
    expect((await as(detail, { params: { id: 'QA03' } })).status).toBe(404);
  });

  it('answers 409 for an id in use, in the request locale', async () => {
    const en = await post(addChild, { parentId: '0003', id: '0001', name: 'Again' });
    expect(en).toMatchObject({ status: 409, body: { code: 409, message: 'The id 0001 is already in use.' } });
    const zh = await post(addChild, { parentId: '00', id: '000301', name: 'Again' }, 'zh');
    expect(zh.body.message).toBe('编码 000301 已被使用。');
    expect(await children('0003')).toEqual([
      ['000301', 0],
      ['000302', 1],
      ['000303', 2],
      ['QA01', 3],
    ]);
  });
});

describe('POST /api/system/groups/addBrother', () => {
  it('inserts the group right after its brother and shifts the later siblings', async () => {
    await addGroup('0002', 'Bro0');
    await addGroup('0002', 'Bro2');
    const res = await post(addBrother, { brotherId: 'Bro0', id: 'Bro1', name: 'Middle' });
    expect(res.status).toBe(200);
    expect(await children('0002')).toEqual([
      ['OpsA', 0],
      ['Bro0', 1],
      ['Bro1', 2],
      ['Bro2', 3],
    ]);
    expect((await as(detail, { params: { id: 'Bro1' } })).body.data).toMatchObject({ parentId: '0002', depth: 2 });
  });

  it('puts a brother of the last sibling last, and a brother of a top-level group at the top level', async () => {
    expect((await post(addBrother, { brotherId: 'Bro2', id: 'Bro3', name: 'Last' })).status).toBe(200);
    expect((await children('0002')).at(-1)).toEqual(['Bro3', 4]);
    expect((await post(addBrother, { brotherId: '0001', id: 'Top2', name: 'Second' })).status).toBe(200);
    expect(await children('00')).toEqual([
      ['0001', 0],
      ['Top2', 1],
      ['0002', 2],
      ['0003', 3],
      ['Top1', 4],
    ]);
  });

  it('refuses a brother for the root, an unknown brother and an id in use', async () => {
    const root = await post(addBrother, { brotherId: '00', id: 'Root2', name: 'Second root' });
    expect(root.status).toBe(400);
    expect(root.body.message).toBe('The root group "All" cannot be edited, moved, deleted or given a sibling.');
    const ghost = await post(addBrother, { brotherId: 'Ghost', id: 'Bro9', name: 'Ghost' }, 'zh');
    expect(ghost.status).toBe(400);
    expect(ghost.body.fields).toEqual({ brotherId: '同级节点 Ghost 不存在。' });
    expect((await post(addBrother, { brotherId: 'Bro0', id: 'Bro1', name: 'Again' })).status).toBe(409);
    const invalid = await post(addBrother, { brotherId: 'Bro0', id: 'B', name: 'B' });
    expect(Object.keys(invalid.body.fields)).toEqual(['id', 'name']);
  });
});

describe('POST /api/system/groups/edit', () => {
  it('writes the name in the column of the request locale only', async () => {
    await addGroup('0001', 'Edit1', 'Original');
    expect((await post(edit, { id: 'Edit1', name: 'English name' })).status).toBe(200);
    expect((await post(edit, { id: 'Edit1', name: '中文名称' }, 'zh')).status).toBe(200);
    expect((await as(detail, { params: { id: 'Edit1' } })).body.data.name).toBe('English name');
    expect((await as(detail, { params: { id: 'Edit1' }, locale: 'zh' })).body.data.name).toBe('中文名称');
  });

  it('toggles the status and never moves the group', async () => {
    const before = await as(detail, { params: { id: 'Edit1' } });
    expect((await post(edit, { id: 'Edit1', status: '0' })).status).toBe(200);
    const after = await as(detail, { params: { id: 'Edit1' } });
    expect(after.body.data).toEqual({ ...before.body.data, status: '0' });
    expect((await post(edit, { id: 'Edit1' })).status).toBe(200);
  });

  it('refuses the root, unknown ids, an order change and short names', async () => {
    expect((await post(edit, { id: '00', name: 'Everyone' })).status).toBe(400);
    expect((await post(edit, { id: 'Ghost', name: 'Ghost' })).status).toBe(404);
    // A parent change moves the group (tests/api/tree-reparent.test.ts); the order is never sent.
    const order = await post(edit, { id: 'Edit1', order: 0 });
    expect(order.body.fields).toEqual({ order: 'Unknown field.' });
    const name = await post(edit, { id: 'Edit1', name: 'x' }, 'zh');
    expect(name.body.fields).toEqual({ name: '组织名称至少2个字符。' });
    expect((await post(edit, { name: 'No id' })).body.fields).toEqual({ id: 'Required.' });
  });
});

describe('POST /api/system/groups/move', () => {
  beforeAll(async () => {
    for (const id of ['MvA', 'MvB', 'MvC']) await addGroup('000302', id);
  });

  it('moves a group up, down and to the top among its siblings', async () => {
    expect((await post(move, { id: 'MvC', action: 'up' })).body).toEqual({ code: 200, message: 'Success' });
    expect(await children('000302')).toEqual([
      ['MvA', 0],
      ['MvC', 1],
      ['MvB', 2],
    ]);
    await post(move, { id: 'MvA', action: 'down' });
    expect((await children('000302')).map(([id]) => id)).toEqual(['MvC', 'MvA', 'MvB']);
    await post(move, { id: 'MvB', action: 'top' });
    expect(await children('000302')).toEqual([
      ['MvB', 0],
      ['MvC', 1],
      ['MvA', 2],
    ]);
  });

  it('succeeds without change for the first moving up or to the top and the last moving down', async () => {
    const before = await children('000302');
    for (const body of [
      { id: 'MvB', action: 'top' },
      { id: 'MvB', action: 'up' },
      { id: 'MvA', action: 'down' },
    ]) {
      expect((await post(move, body)).status).toBe(200);
    }
    expect(await children('000302')).toEqual(before);
  });

  it('refuses the root, unknown ids and unknown directions', async () => {
    expect((await post(move, { id: '00', action: 'up' })).status).toBe(400);
    expect((await post(move, { id: 'Ghost', action: 'up' })).status).toBe(404);
    const bad = await post(move, { id: 'MvA', action: 'left' });
    expect(bad.body.fields).toEqual({ action: 'Invalid value.' });
  });
});

describe('DELETE /api/system/groups', () => {
  it('deletes groups and closes the gap they leave', async () => {
    for (const id of ['Del0', 'Del1', 'Del2', 'Del3']) await addGroup('000303', id);
    const res = await del(['Del1', 'Del2']);
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(await children('000303')).toEqual([
      ['Del0', 0],
      ['Del3', 1],
    ]);
    expect((await as(detail, { params: { id: 'Del1' } })).status).toBe(404);
  });

  it('deletes a group together with its children when all are listed', async () => {
    await addGroup('000303', 'Sub');
    await addGroup('Sub', 'SubA');
    await addGroup('SubA', 'SubAA');
    expect((await del(['SubAA', 'Sub', 'SubA'])).status).toBe(200);
    expect(ids((await post(list, { id: 'Sub' })).body.data)).toEqual([]);
  });

  it('refuses a group that still has children, saying which, and deletes nothing', async () => {
    await addGroup('000303', 'Keep');
    await addGroup('Keep', 'KeepA');
    const res = await del(['Del0', 'Keep']);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Keep still has children (such as KeepA); delete them first or together with it.');
    expect((await as(detail, { params: { id: 'Del0' } })).status).toBe(200);
    const zh = await del(['Keep'], 'zh');
    expect(zh.body.message).toContain('Keep 下仍有子节点');
  });

  it('refuses a group that still has users', async () => {
    const res = await del(['Del0', '000301']);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Group 000301 still has users; move them to another group first.');
    expect((await as(detail, { params: { id: 'Del0' } })).status).toBe(200);
  });

  it('answers 404 naming unknown ids, and deletes nothing', async () => {
    const res = await del(['Del0', 'Ghost1', 'Ghost2']);
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found: Ghost1, Ghost2.' } });
    expect((await as(detail, { params: { id: 'Del0' } })).status).toBe(200);
  });

  it('refuses the root and malformed bodies', async () => {
    expect((await del(['00'])).status).toBe(400);
    expect((await del([])).status).toBe(400);
    expect((await del({ ids: ['Del0'] })).status).toBe(400);
    expect((await del([3])).status).toBe(400);
    expect((await del(['../x'])).status).toBe(400);
    expect((await as(remove, { method: 'DELETE' })).status).toBe(415);
  });

  it('accepts an id listed twice', async () => {
    expect((await del(['Del0', 'Del0'])).status).toBe(200);
    expect(await children('000303')).toEqual([
      ['Del3', 0],
      ['Keep', 1],
    ]);
  });
});

describe('authorisation', () => {
  const endpoints: [string, Handler, CallOptions][] = [
    ['list', list, { body: {} }],
    ['detail', detail, { params: { id: '0001' } }],
    ['addChild', addChild, { body: { parentId: '00', id: 'Auth1', name: 'Auth' } }],
    ['addBrother', addBrother, { body: { brotherId: '0001', id: 'Auth2', name: 'Auth' } }],
    ['edit', edit, { body: { id: '0001', name: 'Auth' } }],
    ['move', move, { body: { id: '0001', action: 'down' } }],
    ['delete', remove, { method: 'DELETE', body: ['0002'] }],
  ];

  it.each(endpoints)('%s answers 401 without a token', async (_, handler, options) => {
    const res = await call(handler, options);
    expect(res).toMatchObject({ status: 401, body: { code: 401, message: 'Please sign in.' } });
  });

  // user002 holds super, admin and user; under `user` it has no system page.
  let user: string;
  beforeAll(async () => {
    user = await signIn('user002');
    expect((await call(currentRole, { token: user, body: { role: 'user' } })).status).toBe(200);
  });

  it('common groups answers 401 without a token', async () => {
    expect((await call(commonGroups)).status).toBe(401);
  });

  it.each(endpoints)('%s answers 403 when the current role lacks the group page', async (_, handler, options) => {
    const res = await call(handler, { ...options, token: user, locale: 'zh' });
    expect(res).toMatchObject({ status: 403, body: { code: 403, message: '您没有执行此操作的权限。' } });
  });

  it('the admin role may do everything here', async () => {
    const admin = await signIn('user001');
    await call(currentRole, { token: admin, body: { role: 'admin' } });
    expect((await call(list, { token: admin, body: {} })).status).toBe(200);
    expect((await call(addChild, { token: admin, body: { parentId: '00', id: 'Adm1', name: 'Admin' } })).status).toBe(200);
    expect((await call(remove, { token: admin, method: 'DELETE', body: ['Adm1'] })).status).toBe(200);
  });
});
