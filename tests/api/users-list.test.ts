import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { seededSignup } from '../support/seed-dates';
import { signInWithRole } from '../support/system';

const { POST: listUsers } = endpoint('/api/system/users');

type User = { id: string; name: string; username: string; group: string; status: string; create: string };

let token: string;
const list = async (body: Record<string, unknown>, locale = 'en') => {
  const res = await call(listUsers, { token, locale, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: User[]; total: number };
};
const ids = (users: User[]) => users.map((u) => u.id);
const seeded = (n: number) => `1000000${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/users (listing)', () => {
  it('answers the first page of all 24 seeded users in id order, without secrets', async () => {
    const { status, body } = await call(listUsers, { token, body: { page: 1, size: 10, filterField: 'name', filterValue: '', group: '' } });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.total).toBe(24);
    expect(ids(body.data.list)).toEqual(Array.from({ length: 10 }, (_, i) => seeded(i)));
    expect(body.data.list[0]).toEqual({
      id: '100000000',
      name: 'User000',
      username: 'user000',
      email: 'user000@example.com',
      phone: '13800000000',
      group: '0001',
      groupName: 'Human Resources Department',
      status: '1',
      // The seed loader dates the demo users' sign-ups back from its day (lib/db/seed-dates.ts); user000 is the oldest.
      create: seededSignup(0),
      update: seededSignup(0),
      roles: [{ role: 'super', name: 'Super' }],
      permissions: ['0000', '0001'],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt|token/i);
  });

  it('defaults every field of an empty body', async () => {
    const { list: users, total } = await list({});
    expect(total).toBe(24);
    expect(users).toHaveLength(10);
  });

  it('localizes names, group names and role names in zh', async () => {
    const { list: users } = await list({ size: 3 }, 'zh');
    expect(users[2]).toMatchObject({
      name: '用户002',
      groupName: '研发部',
      roles: [
        { role: 'super', name: '超级管理员' },
        { role: 'admin', name: '管理员' },
        { role: 'user', name: '普通用户' },
      ],
    });
  });

  it('pages 1-based: page 3 of 10 has 4 rows, a page beyond the end is empty with the same total', async () => {
    const third = await list({ page: 3, size: 10 });
    expect(third.total).toBe(24);
    expect(ids(third.list)).toEqual([seeded(20), seeded(21), seeded(22), '100000023']);
    const beyond = await list({ page: 4, size: 10 });
    expect(beyond).toEqual({ list: [], total: 24 });
    const far = await list({ page: 1_000_000, size: 100 });
    expect(far).toEqual({ list: [], total: 24 });
    const all = await list({ size: 100 });
    expect(all.list).toHaveLength(24);
  });

  it.each(['en', 'zh'])('filters by a case-insensitive name prefix of the %s display name', async (locale) => {
    const prefix = locale === 'en' ? 'uSeR01' : '用户01';
    const { list: users, total } = await list({ filterField: 'name', filterValue: prefix }, locale);
    expect(total).toBe(10);
    expect(ids(users)).toEqual(Array.from({ length: 10 }, (_, i) => seeded(10 + i)));
    const other = locale === 'en' ? '用户01' : 'user01';
    expect((await list({ filterField: 'name', filterValue: other }, locale)).total).toBe(0);
    // super has no Chinese name: zh shows (and filters) the English one
    expect(ids((await list({ filterValue: 'yl' }, locale)).list)).toEqual(['100000023']);
  });

  it('filters by username, email and phone prefixes, case-insensitively', async () => {
    expect((await list({ filterField: 'username', filterValue: 'USER00' })).total).toBe(10);
    expect(ids((await list({ filterField: 'email', filterValue: 'User02' })).list)).toEqual([seeded(20), seeded(21), seeded(22)]);
    expect((await list({ filterField: 'email', filterValue: 'example.com' })).total).toBe(0);
    expect((await list({ filterField: 'phone', filterValue: '1380000000' })).total).toBe(10);
    expect((await list({ filterField: 'phone', filterValue: '138' })).total).toBe(23);
    expect(ids((await list({ filterField: 'phone', filterValue: '139' })).list)).toEqual(['100000023']);
  });

  it('takes LIKE wildcards and SQL in the filter literally', async () => {
    for (const value of ['%', '_', 'user_0', 'user%', '\\', "' or 1=1 --", 'user00\\']) {
      const { total, list: users } = await list({ filterField: 'username', filterValue: value });
      expect(total, value).toBe(0);
      expect(users).toEqual([]);
    }
  });

  it('selects a group with its whole subtree', async () => {
    const dev = await list({ group: '0003', size: 100 });
    // 0003 and its three children hold users 002..005, 008..011, 014..017, 020..022, plus super
    expect(dev.total).toBe(16);
    expect(new Set(dev.list.map((u) => u.group))).toEqual(new Set(['0003', '000301', '000302', '000303']));
    expect(dev.list.map((u) => u.username)).toContain('super');
    expect(ids((await list({ group: '000301' })).list)).toEqual([seeded(3), seeded(9), seeded(15), seeded(21)]);
    expect((await list({ group: '0001' })).total).toBe(4);
    expect((await list({ group: '00' })).total).toBe(24);
    expect((await list({ group: '' })).total).toBe(24);
    expect((await list({ group: '0' })).total).toBe(0);
    expect((await list({ group: 'nope' })).total).toBe(0);
  });

  it('combines the group and the filter, and counts before paging', async () => {
    const res = await list({ group: '0003', filterField: 'username', filterValue: 'user0', size: 5, page: 3 });
    expect(res.total).toBe(15);
    expect(ids(res.list)).toEqual([16, 17, 20, 21, 22].map(seeded));
    const first = await list({ group: '0003', filterField: 'username', filterValue: 'user0', size: 5 });
    expect(ids(first.list)).toEqual([seeded(2), seeded(3), seeded(4), seeded(5), seeded(8)]);
  });

  it.each(['en', 'zh'])('sorts by name both ways in %s', async (locale) => {
    const asc = await list({ orderField: 'name', orderValue: 'asc', size: 100 }, locale);
    const desc = await list({ orderField: 'name', orderValue: 'desc', size: 100 }, locale);
    expect(ids(desc.list)).toEqual(ids(asc.list).reverse());
    const expected = [...Array.from({ length: 23 }, (_, i) => seeded(i))];
    // "yl" sorts after "user…" in en; in zh it sorts before "用户…" (byte order of the lower-cased name)
    expect(ids(asc.list)).toEqual(locale === 'en' ? [...expected, '100000023'] : ['100000023', ...expected]);
  });

  it('sorts by username, email, phone, group and create', async () => {
    const byUsername = await list({ orderField: 'username', orderValue: 'desc', size: 2 });
    expect(byUsername.list.map((u) => u.username)).toEqual(['user022', 'user021']);
    expect(ids((await list({ orderField: 'email', orderValue: 'desc', size: 1 })).list)).toEqual(['100000023']);
    expect(ids((await list({ orderField: 'phone', orderValue: 'desc', size: 1 })).list)).toEqual(['100000023']);
    const byGroup = await list({ orderField: 'group', orderValue: 'asc', size: 100 });
    const groups = byGroup.list.map((u) => u.group);
    expect(groups).toEqual([...groups].sort());
    expect(ids(byGroup.list.slice(0, 4))).toEqual([seeded(0), seeded(6), seeded(12), seeded(18)]);
    const byCreate = await list({ orderField: 'create', orderValue: 'desc', size: 3 });
    // the demo users signed up in the weeks before the seeding day, super on the fixture's 2025-01-01
    expect(ids(byCreate.list)).toEqual([seeded(22), seeded(21), seeded(20)]);
    expect(ids((await list({ orderField: 'create', orderValue: 'asc', size: 1 })).list)).toEqual(['100000023']);
  });

  it('breaks ties by id in the sort direction, so pages never overlap or skip', async () => {
    for (const orderValue of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const res = await list({ orderField: 'status', orderValue, size: 5, page });
        seen.push(...ids(res.list));
      }
      const sorted = [...Array.from({ length: 23 }, (_, i) => seeded(i)), '100000023'];
      expect(seen).toEqual(orderValue === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('answers 400 with a field message for unknown fields, orderFields and bad paging', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ orderField: 'password' }, 'orderField'],
      [{ orderField: 'roles' }, 'orderField'],
      [{ orderValue: 'up' }, 'orderValue'],
      [{ filterField: 'password' }, 'filterField'],
      [{ filterField: 'group' }, 'filterField'],
      [{ page: 0 }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ page: '1' }, 'page'],
      [{ size: 0 }, 'size'],
      [{ size: 101 }, 'size'],
      [{ filterValue: 'x'.repeat(129) }, 'filterValue'],
      [{ group: ['0003'] }, 'group'],
      [{ group: '00\u0000' }, 'group'],
      [{ filterValue: 'user\u0000' }, 'filterValue'],
      [{ filterValue: '\udc00' }, 'filterValue'],
      [{ status: 'enabled' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await call(listUsers, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(body)).toEqual([field]);
    }
    const unknown = await call(listUsers, { token, locale: 'zh', body: { extra: 1 } });
    expect(unknown.body).toEqual({ code: 400, message: '未知字段。', fields: { extra: '未知字段。' } });
    expect((await call(listUsers, { token, body: [] })).status).toBe(400);
  });

  it('answers 401 without a token and 403 when the current role has no /system/user', async () => {
    expect((await call(listUsers, { body: {} })).status).toBe(401);
    const userRole = await signInWithRole('user002', 'user');
    const res = await call(listUsers, { token: userRole, body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: 'You do not have permission to do this.' });
    const admin = await signInWithRole('user002', 'admin');
    expect((await call(listUsers, { token: admin, body: {} })).status).toBe(200);
  });
});
