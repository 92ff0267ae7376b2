import { endpoint } from '@/tests/support/endpoint';
import { expect } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { call } from './call';

const { POST: groupAddBrother } = endpoint('/api/system/groups/addBrother');
const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { POST: groupMove } = endpoint('/api/system/groups/move');
const { DELETE: groupDelete } = endpoint('/api/system/groups');
const { POST: permAddBrother } = endpoint('/api/system/permissions/addBrother');
const { POST: permAddChild } = endpoint('/api/system/permissions/addChild');
const { POST: permMove } = endpoint('/api/system/permissions/move');
const { DELETE: permDelete } = endpoint('/api/system/permissions');

type Handler = Parameters<typeof call>[0];
export type TreeName = 'groups' | 'permissions';
/** A group or permission menu is `menu`; a permission action is its action. */
export type Kind = 'menu' | 'add' | 'delete' | 'edit';

export interface TreeNode {
  id: string;
  parentId: string | null;
  order: number;
  kind: Kind;
}

/** The write endpoints of both trees, by tree. */
export const treeHandlers = {
  groups: { addChild: groupAddChild, addBrother: groupAddBrother, move: groupMove, delete: groupDelete },
  permissions: { addChild: permAddChild, addBrother: permAddBrother, move: permMove, delete: permDelete },
} satisfies Record<TreeName, Record<string, Handler>>;

/** The rows of a tree table as stored. */
export async function readTree(tree: TreeName): Promise<TreeNode[]> {
  const db = await getDb();
  if (tree === 'groups') {
    const rows = await db.select({ id: t.groups.id, parentId: t.groups.parentId, order: t.groups.order }).from(t.groups);
    return rows.map((r) => ({ ...r, kind: 'menu' }));
  }
  const rows = await db.select().from(t.permissions);
  return rows.map((r) => ({ id: r.id, parentId: r.parentId, order: r.order, kind: r.action ?? 'menu' }));
}

/** Asserts orders are 0..n-1 under every parent and every parent exists; answers each parent's children in order. */
export function checkInvariants(nodes: readonly TreeNode[]): Map<string | null, string[]> {
  const ids = new Set(nodes.map((n) => n.id));
  const byParent = new Map<string | null, TreeNode[]>();
  for (const node of nodes) {
    if (node.parentId !== null) expect(ids.has(node.parentId), `orphan ${node.id}`).toBe(true);
    byParent.set(node.parentId, [...(byParent.get(node.parentId) ?? []), node]);
  }
  const siblings = new Map<string | null, string[]>();
  for (const [parentId, list] of byParent) {
    list.sort((a, b) => a.order - b.order);
    expect(
      list.map((n) => n.order),
      `orders under ${parentId}`,
    ).toEqual(list.map((_, i) => i));
    siblings.set(
      parentId,
      list.map((n) => n.id),
    );
  }
  return siblings;
}

/** The body fields of a new node of a tree (`path` derives from the id for menus). */
export function newNode(tree: TreeName, id: string, kind: Kind = 'menu') {
  if (tree === 'groups') return { id, name: `Group ${id}` };
  if (kind === 'menu') return { id, name: `Menu ${id}`, path: `/t/${id.toLowerCase()}` };
  return { id, name: `Action ${id}`, type: 'action', action: kind };
}
