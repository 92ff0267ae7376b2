import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { checkInvariants, newNode, readTree, treeHandlers, type TreeName } from '../support/tree-state';

type Handler = Parameters<typeof call>[0];
let token: string;
const send = (handler: Handler, body: unknown, method = 'POST') => call(handler, { token, body, method });

beforeAll(async () => {
  token = await signIn();
  // The seed leaves a gap under /system (NOTES §5.4); any write under a parent renumbers it 0..n-1.
  expect((await send(treeHandlers.permissions.move, { id: '000500', action: 'top' })).status).toBe(200);
});

/** Adds a top-level parent with the given children, one by one. */
async function parentWith(tree: TreeName, parent: string, children: string[]) {
  const h = treeHandlers[tree];
  expect((await send(h.addChild, { parentId: tree === 'groups' ? '00' : '', ...newNode(tree, parent) })).status).toBe(200);
  for (const id of children) expect((await send(h.addChild, { parentId: parent, ...newNode(tree, id) })).status).toBe(200);
}

/** The parent's children, after checking the invariants of the whole tree. */
async function childrenOf(tree: TreeName, parentId: string) {
  return checkInvariants(await readTree(tree)).get(parentId) ?? [];
}

describe.each(['groups', 'permissions'] as const)('concurrent edits under one parent of %s', (tree) => {
  const h = treeHandlers[tree];

  it('20 parallel adds and moves all succeed and leave orders 0..n-1', async () => {
    const initial = ['a', 'b', 'c', 'd', 'e'].map((s) => `Con${s}`);
    await parentWith(tree, 'Con', initial);
    const added = Array.from({ length: 10 }, (_, i) => `Con${i}`);
    const actions = ['top', 'up', 'down'] as const;
    const results = await Promise.all([
      ...added.map((id, i) =>
        i % 2 === 0
          ? send(h.addChild, { parentId: 'Con', ...newNode(tree, id) })
          : send(h.addBrother, { brotherId: initial[i % initial.length], ...newNode(tree, id) }),
      ),
      ...Array.from({ length: 10 }, (_, i) => send(h.move, { id: initial[i % initial.length], action: actions[i % 3] })),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await childrenOf(tree, 'Con')).sort()).toEqual([...initial, ...added].sort());
  });

  it('parallel deletes, adds, moves and a refused parent delete leave orders 0..n-1', async () => {
    const initial = Array.from({ length: 8 }, (_, i) => `Mix${i}`);
    await parentWith(tree, 'Mix', initial);
    const brothers = initial.slice(4).map((_, i) => `MixB${i}`);
    const results = await Promise.all([
      ...initial.slice(0, 4).map((id) => send(h.delete, [id], 'DELETE')),
      ...initial.slice(4).map((id, i) => send(h.addBrother, { brotherId: id, ...newNode(tree, brothers[i] ?? '') })),
      ...initial.map((id) => send(h.move, { id, action: 'top' })),
      send(h.delete, ['Mix'], 'DELETE'),
    ]);
    // A move of a node deleted just before answers 404; the parent keeps children, so its delete is 409.
    const statuses = results.map((r) => r.status);
    expect(statuses.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => 200));
    for (const status of statuses.slice(8, 16)) expect([200, 404]).toContain(status);
    expect(statuses[16]).toBe(409);
    expect((await childrenOf(tree, 'Mix')).sort()).toEqual([...initial.slice(4), ...brothers].sort());
  });

  it('two parallel adds of one new id: one succeeds, the other answers 409', async () => {
    await parentWith(tree, 'Dup', []);
    const [first, second] = await Promise.all([
      send(h.addChild, { parentId: 'Dup', ...newNode(tree, 'DupX') }),
      send(h.addChild, { parentId: tree === 'groups' ? '00' : '', ...newNode(tree, 'DupX') }),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
  });
});
