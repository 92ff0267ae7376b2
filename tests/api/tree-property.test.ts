import { endpoint } from '@/tests/support/endpoint';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { checkInvariants, newNode, readTree, treeHandlers, type Kind, type TreeName, type TreeNode } from '../support/tree-state';

const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { POST: permEdit } = endpoint('/api/system/permissions/edit');

type Handler = Parameters<typeof call>[0];
type Op =
  | { op: 'addChild' | 'addBrother'; tree: TreeName; pick: number; kind: Kind }
  | { op: 'move'; tree: TreeName; pick: number; action: 'top' | 'up' | 'down' }
  /** an edit with `parentId`: `target` picks the new parent, or the top level when null */
  | { op: 'reparent'; tree: TreeName; pick: number; target: number | null }
  | { op: 'delete'; tree: TreeName; picks: number[] };

let token: string;
let counter = 0;
const send = (handler: Handler, body: unknown, method = 'POST') => call(handler, { token, body, method });

beforeAll(async () => {
  token = await signIn();
  // The seed leaves a gap under /system (NOTES §5.4); any write under a parent renumbers it 0..n-1.
  expect((await send(treeHandlers.permissions.move, { id: '000500', action: 'top' })).status).toBe(200);
});

const treeArb = fc.constantFrom<TreeName>('groups', 'permissions');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('addChild' as const, 'addBrother' as const),
    tree: treeArb,
    pick: fc.nat(),
    kind: fc.constantFrom<Kind>('menu', 'menu', 'add', 'delete', 'edit'),
  }),
  fc.record({ op: fc.constant('move' as const), tree: treeArb, pick: fc.nat(), action: fc.constantFrom('top' as const, 'up' as const, 'down' as const) }),
  fc.record({ op: fc.constant('delete' as const), tree: treeArb, picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ op: fc.constant('reparent' as const), tree: treeArb, pick: fc.nat(), target: fc.option(fc.nat()) }),
);

/** The expected state of one tree: each parent's children in order, and each node. */
class Model {
  constructor(
    readonly tree: TreeName,
    readonly children: Map<string | null, string[]>,
    readonly nodes: Map<string, TreeNode>,
    /** groups with users, and the seeded /system permissions (deleting them would lock the test out) */
    readonly undeletable: ReadonlySet<string>,
  ) {}

  pick(n: number): TreeNode {
    const all = [...this.nodes.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    return all[n % all.length] as TreeNode;
  }

  list(parentId: string | null): string[] {
    return this.children.get(parentId) ?? [];
  }

  set(parentId: string | null, ids: string[]): void {
    if (ids.length === 0) this.children.delete(parentId);
    else this.children.set(parentId, ids);
  }

  /** The status the API answers for adding an item of `kind` under `parentId`. */
  placementStatus(parentId: string | null, kind: Kind): number {
    if (this.tree === 'groups') return 200;
    if (parentId !== null && this.nodes.get(parentId)?.kind !== 'menu') return 400;
    if (kind === 'menu') return 200;
    if (parentId === null) return 400;
    return this.list(parentId).some((id) => this.nodes.get(id)?.kind === kind) ? 409 : 200;
  }
}

async function loadModel(tree: TreeName): Promise<Model> {
  const nodes = await readTree(tree);
  const db = await getDb();
  const undeletable =
    tree === 'groups'
      ? (await db.selectDistinct({ id: t.users.groupId }).from(t.users)).map((u) => u.id)
      : nodes.filter((n) => n.id.startsWith('0005')).map((n) => n.id);
  return new Model(tree, checkInvariants(nodes), new Map(nodes.map((n) => [n.id, n])), new Set(undeletable));
}

async function move(model: Model, node: TreeNode, action: 'top' | 'up' | 'down') {
  const res = await send(treeHandlers[model.tree].move, { id: node.id, action });
  if (model.tree === 'groups' && node.parentId === null) return expect(res.status).toBe(400);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const siblings = model.list(node.parentId);
  const from = siblings.indexOf(node.id);
  const rest = siblings.filter((id) => id !== node.id);
  const to = action === 'top' ? 0 : action === 'up' ? Math.max(0, from - 1) : Math.min(rest.length, from + 1);
  model.set(node.parentId, [...rest.slice(0, to), node.id, ...rest.slice(to)]);
}

async function remove(model: Model, picked: string[]) {
  const res = await send(treeHandlers[model.tree].delete, picked, 'DELETE');
  if (model.tree === 'groups' && picked.some((id) => model.nodes.get(id)?.parentId === null)) {
    return expect(res.status).toBe(400);
  }
  const gone = new Set(picked);
  const blocked = picked.some((id) => model.list(id).some((child) => !gone.has(child)) || model.undeletable.has(id));
  expect(res.status, JSON.stringify(res.body)).toBe(blocked ? 409 : 200);
  if (blocked) return;
  for (const id of picked) {
    const parentId = model.nodes.get(id)?.parentId ?? null;
    model.set(
      parentId,
      model.list(parentId).filter((other) => other !== id),
    );
    model.nodes.delete(id);
  }
}

async function add(model: Model, op: 'addChild' | 'addBrother', target: TreeNode, kind: Kind) {
  const id = `${model.tree === 'groups' ? 'G' : 'P'}${(counter++).toString(36)}x`;
  const body = op === 'addChild' ? { parentId: target.id, ...newNode(model.tree, id, kind) } : { brotherId: target.id, ...newNode(model.tree, id, kind) };
  const res = await send(treeHandlers[model.tree][op], body);
  const parentId = op === 'addChild' ? target.id : target.parentId;
  const rootBrother = op === 'addBrother' && model.tree === 'groups' && target.parentId === null;
  const expected = rootBrother ? 400 : model.placementStatus(parentId, kind);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  if (expected !== 200) return;
  const siblings = model.list(parentId);
  const at = op === 'addChild' ? siblings.length : siblings.indexOf(target.id) + 1;
  model.set(parentId, [...siblings.slice(0, at), id, ...siblings.slice(at)]);
  model.nodes.set(id, { id, parentId, order: at, kind });
}

/** Whether `id` is `ancestorId` or below it. */
function within(model: Model, id: string | null, ancestorId: string): boolean {
  for (let at = id; at !== null; at = model.nodes.get(at)?.parentId ?? null) if (at === ancestorId) return true;
  return false;
}

/** The status of moving `node` below `parentId`, checked in the server's order: cycle, placement, one action per kind. */
function reparentStatus(model: Model, node: TreeNode, parentId: string | null): number {
  if (model.tree === 'groups' && node.parentId === null) return 400;
  if (parentId === node.parentId) return 200;
  if (parentId !== null && within(model, parentId, node.id)) return 400;
  if (model.tree === 'groups') return 200;
  if (parentId !== null && model.nodes.get(parentId)?.kind !== 'menu') return 400;
  if (node.kind === 'menu') return 200;
  if (parentId === null) return 400;
  return model.list(parentId).some((id) => model.nodes.get(id)?.kind === node.kind) ? 409 : 200;
}

async function reparent(model: Model, node: TreeNode, target: TreeNode | null) {
  // Groups: the top level is below the root ('' in the body); permissions: no parent at all.
  const rootId = model.tree === 'groups' ? ([...model.nodes.values()].find((n) => n.parentId === null)?.id ?? null) : null;
  const parentId = target?.id ?? rootId;
  const res = await send(model.tree === 'groups' ? groupEdit : permEdit, { id: node.id, parentId: target?.id ?? '' });
  const expected = reparentStatus(model, node, parentId);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  if (expected !== 200 || parentId === node.parentId) return;
  model.set(
    node.parentId,
    model.list(node.parentId).filter((id) => id !== node.id),
  );
  model.set(parentId, [...model.list(parentId), node.id]);
  model.nodes.set(node.id, { ...node, parentId });
}

/** Applies one operation through the API and to the model, checking the answer's status. */
async function apply(model: Model, op: Op): Promise<void> {
  if (op.op === 'move') return move(model, model.pick(op.pick), op.action);
  if (op.op === 'reparent') {
    // The seeded /system items stay put: moving their actions would take the test's own grants away.
    const node = model.pick(op.pick);
    if (node.id.startsWith('0005')) return;
    return reparent(model, node, op.target === null ? null : model.pick(op.target));
  }
  if (op.op === 'delete') {
    const picked = [...new Set(op.picks.map((p) => model.pick(p).id))].filter((id) => !id.startsWith('0005'));
    return picked.length > 0 ? remove(model, picked) : undefined;
  }
  return add(model, op.op, model.pick(op.pick), model.tree === 'groups' ? 'menu' : op.kind);
}

describe('tree edits keep sibling orders 0..n-1 and the tree the model expects', () => {
  it('random addChild/addBrother/move/delete/reparent sequences on both trees', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const models = { groups: await loadModel('groups'), permissions: await loadModel('permissions') };
        for (const op of ops) {
          const model = models[op.tree];
          await apply(model, op);
          expect(checkInvariants(await readTree(op.tree))).toEqual(model.children);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});
