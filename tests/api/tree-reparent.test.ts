import { endpoint } from '@/tests/support/endpoint';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { checkInvariants, newNode, readTree, treeHandlers, type TreeName } from '../support/tree-state';

const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { POST: permEdit } = endpoint('/api/system/permissions/edit');
const { GET: permDetail } = endpoint('/api/system/permissions/detail/{id}');

// The reference client's edit forms always send `parentId` ('' = top level): the same parent is
// ignored; another parent moves the node to the end of that parent's children.

type Handler = Parameters<typeof call>[0];
let token: string;
const send = (handler: Handler, body: unknown, locale = 'en') => call(handler, { token, body, locale });
const edits = { groups: groupEdit, permissions: permEdit };
/** The top level as the client sends it, and as it is stored. */
const top = { groups: { sent: '', stored: '00' }, permissions: { sent: '', stored: null } };

beforeAll(async () => {
  token = await signIn();
});

async function add(tree: TreeName, parentId: string, id: string, kind: 'menu' | 'add' | 'delete' | 'edit' = 'menu') {
  const res = await send(treeHandlers[tree].addChild, { parentId, ...newNode(tree, id, kind) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The children of a parent in order, after checking orders are 0..n-1 everywhere. */
async function childrenOf(tree: TreeName, parentId: string | null) {
  return checkInvariants(await readTree(tree)).get(parentId) ?? [];
}

const lastAudit = async () => {
  const [entry] = await (await getDb()).select().from(t.auditLog).orderBy(desc(t.auditLog.id)).limit(1);
  return entry;
};

describe.each(['groups', 'permissions'] as const)('POST /api/system/%s/edit with parentId', (tree) => {
  const edit = edits[tree];
  const p = tree === 'groups' ? 'G' : 'P';
  const [a, b, c, a1, a2, b1] = ['A', 'B', 'C', 'A1', 'A2', 'B1'].map((s) => `${p}Rp${s}`) as [string, string, string, string, string, string];

  beforeAll(async () => {
    for (const id of [a, b, c]) await add(tree, '', id);
    for (const id of [a1, a2]) await add(tree, a, id);
    await add(tree, b, b1);
  });

  it('ignores the parent it already has, and still writes the other fields', async () => {
    const before = await childrenOf(tree, a);
    expect((await send(edit, { id: a1, parentId: a, name: 'Renamed one' })).body).toEqual({ code: 200, message: 'Success' });
    expect(await childrenOf(tree, a)).toEqual(before);
    // Top level sent as '' for a top-level node: unchanged too.
    const tops = await childrenOf(tree, top[tree].stored);
    expect((await send(edit, { id: a, parentId: '', name: 'Top A' })).status).toBe(200);
    expect(await childrenOf(tree, top[tree].stored)).toEqual(tops);
  });

  it('moves the node to the end of another parent, closing the gap it leaves, and audits it', async () => {
    const url = `/api/system/${tree}/edit`;
    const res = await call(edit, { token, url, body: { id: a1, parentId: b, name: 'Moved one' } });
    expect(res.body).toEqual({ code: 200, message: 'Success' });
    expect(await childrenOf(tree, a)).toEqual([a2]);
    expect(await childrenOf(tree, b)).toEqual([b1, a1]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ endpoint: url, action: 'edit', ids: [a1] });
    expect((entry?.before as Record<string, { parentId: string }>)[a1]).toMatchObject({ parentId: a, order: 0 });
    expect((entry?.after as Record<string, { parentId: string }>)[a1]).toMatchObject({ parentId: b, order: 1 });
  });

  it("moves a node with its subtree to the top level ('') and back below a node", async () => {
    expect((await send(edit, { id: b, parentId: c })).status).toBe(200);
    expect(await childrenOf(tree, c)).toEqual([b]);
    expect(await childrenOf(tree, b)).toEqual([b1, a1]);
    expect((await send(edit, { id: b, parentId: '' })).status).toBe(200);
    const tops = await childrenOf(tree, top[tree].stored);
    expect(tops.at(-1)).toBe(b);
    expect(await childrenOf(tree, c)).toEqual([]);
  });

  it('refuses the node itself, its descendants and unknown parents with a 400 on parentId, writing nothing', async () => {
    const before = await readTree(tree);
    const self = await send(edit, { id: b, parentId: b });
    expect(self).toMatchObject({ status: 400, body: { fields: { parentId: `${b} is the item itself or below it; choose another parent.` } } });
    const below = await send(edit, { id: b, parentId: a1 }, 'zh');
    expect(below.body.fields).toEqual({ parentId: `${a1} 是该项本身或其下级，请选择其他上级。` });
    const ghost = await send(edit, { id: b, parentId: 'Ghost' });
    expect(ghost).toMatchObject({ status: 400, body: { fields: { parentId: 'The parent Ghost does not exist.' } } });
    expect((await send(edit, { id: b, parentId: '../x' })).body.fields).toEqual({ parentId: 'Invalid value.' });
    expect((await send(edit, { id: 'Ghost', parentId: b })).status).toBe(404);
    expect(await readTree(tree)).toEqual(before);
  });

  it('parallel crossing moves (X below Y, Y below X): one succeeds, the other is refused, no loop', async () => {
    const [x, y] = [`${p}RpX`, `${p}RpY`];
    for (const id of [x, y]) await add(tree, '', id);
    const results = await Promise.all([send(edit, { id: x, parentId: y }), send(edit, { id: y, parentId: x })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const nodes = await readTree(tree);
    checkInvariants(nodes);
    const parentOf = new Map(nodes.map((n) => [n.id, n.parentId]));
    expect([parentOf.get(x), parentOf.get(y)]).toContain(top[tree].stored);
  });

  it('parallel moves into one parent and adds under it all succeed and leave orders 0..n-1', async () => {
    const target = `${p}RpT`;
    const movers = [0, 1, 2, 3].map((i) => `${p}RpM${i}`);
    const added = [0, 1, 2, 3].map((i) => `${p}RpN${i}`);
    await add(tree, '', target);
    for (const id of movers) await add(tree, c, id);
    const results = await Promise.all([
      ...movers.map((id) => send(edit, { id, parentId: target })),
      ...added.map((id) => send(treeHandlers[tree].addChild, { parentId: target, ...newNode(tree, id) })),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await childrenOf(tree, target)).sort()).toEqual([...movers, ...added].sort());
    expect(await childrenOf(tree, c)).toEqual([]);
  });
});

describe('POST /api/system/permissions/edit with parentId: the kind rules', () => {
  const path = async (id: string) => (await call(permDetail, { token, params: { id } })).body.data.path as string;

  beforeAll(async () => {
    await add('permissions', '', 'KrMenuA');
    await add('permissions', '', 'KrMenuB');
    await add('permissions', 'KrMenuA', 'KrAdd', 'add');
    await add('permissions', 'KrMenuB', 'KrAddB', 'add');
    await add('permissions', 'KrMenuA', 'KrDel', 'delete');
  });

  it("gives a moved action its new menu's path", async () => {
    expect((await send(permEdit, { id: 'KrDel', parentId: 'KrMenuB', type: 'action', action: 'delete' })).status).toBe(200);
    expect(await path('KrDel')).toBe('/t/krmenub');
    expect(await childrenOf('permissions', 'KrMenuB')).toEqual(['KrAddB', 'KrDel']);
  });

  it('refuses an action at the top level or below an action (400 on parentId), and a second action of a kind (409)', async () => {
    const topLevel = await send(permEdit, { id: 'KrAdd', parentId: '', action: 'add' });
    expect(topLevel).toMatchObject({ status: 400, body: { fields: { parentId: 'An action must sit directly below a menu.' } } });
    const belowAction = await send(permEdit, { id: 'KrMenuA', parentId: 'KrAddB', type: 'menu', action: '' });
    expect(belowAction).toMatchObject({ status: 400, body: { fields: { parentId: 'An action cannot have children; choose a menu.' } } });
    const twice = await send(permEdit, { id: 'KrAdd', parentId: 'KrMenuB', action: 'add' });
    expect(twice).toMatchObject({ status: 409, body: { message: '/t/krmenub already has the add action (KrAddB).' } });
    expect(await childrenOf('permissions', 'KrMenuA')).toEqual(['KrAdd']);
  });
});
