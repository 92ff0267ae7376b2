import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call, type Handler } from '../support/call';

const { POST: addGroup } = endpoint('/api/system/groups/addChild');
const { POST: editGroup } = endpoint('/api/system/groups/edit');
const { DELETE: deleteUsers, POST: listUsers } = endpoint('/api/system/users');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: editUser } = endpoint('/api/system/users/edit');

// group_subtree_users (migration 0011) answers a group filter: its count, and in joining order its
// page. The database keeps it as users are added, moved and deleted and as groups move in the tree.
type User = { id: string; group: string; create: string };
let token: string;

const post = async (handler: Handler, body: unknown) => {
  const res = await call(handler, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const list = async (body: Record<string, unknown>) => (await post(listUsers, { size: 100, ...body })) as { list: User[]; total: number };
const inOrder = async (group: string, orderValue: 'asc' | 'desc' = 'asc') => {
  const page = await list({ group, orderField: 'create', orderValue });
  return { total: page.total, ids: page.list.map((u) => u.id) };
};
const newUser = async (username: string, group: string) =>
  ((await post(addUser, { name: username, username, email: `${username}@example.com`, phone: '13700000000', group, roles: ['user'], permissions: [] })) as { id: string }).id;

/** Rows that differ from the subtrees computed afresh from users and groups (none, when kept right). */
async function drift(): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      (select * from group_subtree_users except select * from group_subtree_users_of(array(select id from users)))
      union all
      (select * from group_subtree_users_of(array(select id from users)) except select * from group_subtree_users)
    ) d`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

let a1: string;
let a2: string;
let b1: string;

beforeAll(async () => {
  token = await signIn();
  await post(addGroup, { parentId: '0003', id: 'sta', name: 'Subtree A' });
  await post(addGroup, { parentId: 'sta', id: 'sta1', name: 'Subtree A1' });
  await post(addGroup, { parentId: '0001', id: 'stb', name: 'Subtree B' });
  a1 = await newUser('subtree.a1', 'sta1');
  a2 = await newUser('subtree.a2', 'sta1');
  b1 = await newUser('subtree.b1', 'stb');
});

describe('a group filter on group_subtree_users', () => {
  it('has the seeded users and the added ones in their groups and every group above', async () => {
    expect(await drift()).toBe(0);
    expect(await inOrder('sta')).toEqual({ total: 2, ids: [a1, a2] });
    expect(await inOrder('sta', 'desc')).toEqual({ total: 2, ids: [a2, a1] });
    expect(await inOrder('stb')).toEqual({ total: 1, ids: [b1] });
    expect((await inOrder('0003')).ids).toEqual(expect.arrayContaining([a1, a2]));
  });

  it('pages a subtree in joining order exactly as the general listing does', async () => {
    const general = await list({ group: '0003', filterField: 'username', filterValue: '' , status: '1' });
    const sorted = [...general.list].sort((x, y) => (x.create === y.create ? x.id.localeCompare(y.id) : x.create.localeCompare(y.create)));
    const subtree = await inOrder('0003');
    expect(subtree.ids).toEqual(sorted.map((u) => u.id));
    // Page by page, from either end, the same order.
    const pages = [];
    for (let page = 1; page <= Math.ceil(subtree.total / 3); page++) pages.push(...(await list({ group: '0003', orderField: 'create', size: 3, page })).list.map((u) => u.id));
    expect(pages).toEqual(subtree.ids);
  });

  it('follows a user moved to another group, and a user deleted', async () => {
    await post(editUser, { id: a2, group: 'stb' });
    expect(await inOrder('sta')).toEqual({ total: 1, ids: [a1] });
    expect(await inOrder('stb')).toEqual({ total: 2, ids: [a2, b1].sort((x, y) => x.localeCompare(y)) });
    expect(await drift()).toBe(0);
    const res = await call(deleteUsers, { token, method: 'DELETE', body: [b1] });
    expect(res.status).toBe(200);
    expect(await inOrder('stb')).toEqual({ total: 1, ids: [a2] });
  });

  it('follows a group moved to another parent, with everyone below it', async () => {
    await post(editGroup, { id: 'sta1', parentId: 'stb', name: 'Subtree A1' });
    expect(await inOrder('sta')).toEqual({ total: 0, ids: [] });
    expect((await inOrder('stb')).ids.sort()).toEqual([a1, a2].sort());
    expect((await inOrder('0001')).ids).toEqual(expect.arrayContaining([a1, a2]));
    expect((await inOrder('0003')).ids).not.toContain(a1);
    expect(await drift()).toBe(0);
  });
});
