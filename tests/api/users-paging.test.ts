import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: listUsers } = endpoint('/api/system/users');

// 2,500 more users make pages past offset 1,000 (counted first, read from the nearer end) real.
const extra = 2500;
const total = extra + 24;
type User = { id: string; name: string; email: string; group: string; status: string; create: string };

let token: string;
const page = async (body: Record<string, unknown>, locale = 'en') => {
  const res = await call(listUsers, { token, locale, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: User[]; total: number };
};

// The byte order of the lower-cased key (all generated names are ASCII), ties by id.
const keyOf: Record<string, (u: User) => string> = {
  name: (u) => u.name.toLowerCase(),
  email: (u) => u.email.toLowerCase(),
  group: (u) => u.group,
  status: (u) => u.status,
  create: (u) => u.create,
};
function expectSorted(users: User[], field: string, direction: 'asc' | 'desc') {
  const key = keyOf[field] ?? ((u: User) => u.id);
  const compare = (a: User, b: User) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const expected = [...users].sort((a, b) => (direction === 'asc' ? compare(a, b) : compare(b, a)));
  expect(users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
}

beforeAll(async () => {
  token = await signIn();
  const db = await getDb();
  await db.execute(sql`
    insert into users (id, username, name, name_zh, email, phone, group_id, status, password_hash, created_at, updated_at)
    select (300000000 + i)::text, 'pager' || i, 'Pager ' || md5(i::text), case when i % 2 = 0 then '页' || md5(i::text) end,
      md5(i::text) || '@example.com', '1500' || lpad(i::text, 7, '0'),
      (array['0001','0002','0003','000301','000302','000303'])[1 + i % 6], case when i % 7 = 0 then '0' else '1' end,
      'x', timestamp '2024-01-01' + (i % 500) * interval '1 hour', now()
    from generate_series(1, ${extra}) i`);
});

describe('POST /api/system/users with deep pages', () => {
  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['email', 'desc'],
    ['create', 'asc'],
    ['group', 'desc'],
    ['status', 'asc'],
    ['', 'asc'],
  ] as const)('pages through every user by %s %s without overlap or gap', async (field, orderValue) => {
    const orderField = field || undefined;
    const seen: User[] = [];
    for (let n = 1; n <= Math.ceil(total / 100); n += 1) {
      const res = await page({ orderField, orderValue, size: 100, page: n });
      expect(res.total).toBe(total);
      seen.push(...res.list);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((u) => u.id)).size).toBe(total);
    expectSorted(seen, orderField ?? 'id', orderValue);
  });

  it('answers the same rows for a deep page as the slice of the whole list, in zh too', async () => {
    for (const locale of ['en', 'zh']) {
      const all = await Promise.all(
        Array.from({ length: Math.ceil(total / 100) }, (_, i) => page({ orderField: 'name', size: 100, page: i + 1 }, locale)),
      );
      const ids = all.flatMap((p) => p.list.map((u) => u.id));
      for (const [n, size] of [[150, 7], [361, 7], [252, 10], [253, 10], [26, 97]] as const) {
        const res = await page({ orderField: 'name', size, page: n }, locale);
        expect(res.list.map((u) => u.id), `${locale} page ${n} size ${size}`).toEqual(ids.slice((n - 1) * size, n * size));
      }
    }
  });

  it('counts and pages a filtered, grouped list past offset 1,000', async () => {
    const inDevelopment = Array.from({ length: extra }, (_, i) => (i + 1) % 6).filter((r) => r >= 2).length;
    const first = await page({ group: '0003', size: 100 });
    expect(first.total).toBe(16 + inDevelopment);
    const last = await page({ group: '0003', size: 100, page: Math.ceil(first.total / 100) });
    expect(last.list).toHaveLength(first.total % 100 || 100);
    expect(last.list.at(-1)?.id).toBe('300002500');
    // pager1, pager10..19, pager100..199, pager1000..1999 in id order: rows 1101..1110 are 1989..1998
    const filtered = await page({ filterField: 'username', filterValue: 'PAGER1', size: 10, page: 111 });
    expect(filtered.total).toBe(1111);
    expect(filtered.list.map((u) => u.id)).toEqual(Array.from({ length: 10 }, (_, i) => String(300001989 + i)));
    expect((await page({ filterField: 'username', filterValue: 'PAGER1', size: 10, page: 112 })).list.map((u) => u.id)).toEqual(['300001999']);
    expect(await page({ filterField: 'username', filterValue: 'PAGER1', size: 10, page: 113 })).toEqual({ list: [], total: 1111 });
  });
});
