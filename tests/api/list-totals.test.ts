import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { exactCountLimit, largeMemoMs } from '@/lib/db/counts';
import { summaryCounts } from '@/lib/dashboard/service';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { everyone } from '../support/system';

const { GET: audit } = endpoint('/api/system/audit');
const { POST: listUsers } = endpoint('/api/system/users');

// The count rule: exact up to exactCountLimit() matches (10,000 on PostgreSQL, 5,000 embedded), else
// the planner's estimate flagged `totalEstimated`, and exact again whenever the request asks for it.
type Page = { list: { id: string }[]; total: number; totalEstimated?: boolean };
const extra = exactCountLimit() + 500;
const seededUsers = 24;
let token: string;

// An exact total keeps the spec's shape: no totalEstimated key at all.
const exactness = (page: Page) => {
  if ('totalEstimated' in page) expect(page.totalEstimated).toBe(true);
  return { ...page, estimated: page.totalEstimated === true };
};

const users = async (body: Record<string, unknown>) => {
  const res = await call(listUsers, { token, locale: 'en', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return exactness(res.body.data as Page);
};
const auditPage = async (query: string) => {
  const res = await call(audit, { token, url: `/api/system/audit${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return exactness(res.body.data as Page);
};

beforeAll(async () => {
  token = await signIn();
  const db = await getDb();
  await db.execute(sql`
    insert into users (id, username, name, email, phone, group_id, status, password_hash)
    select (300000000 + i)::text, 'many' || i, 'Many ' || i, 'm' || i || '@example.com', '1370' || lpad(i::text, 7, '0'), '0002', '1', 'x'
    from generate_series(1, ${extra}) i`);
  await db.execute(sql`
    insert into audit_log (user_id, username, method, endpoint, entity, action, ids, before, after)
    select '100000000', case when i <= 3 then 'few' else 'lots' end, 'POST', '/api/system/groups/edit', 'groups', 'edit',
      array['0001'], '{}', '{}'
    from generate_series(1, ${extra}) i`);
  await db.execute(sql`analyze`);
});

describe('list totals', () => {
  it('counts a small result exactly', async () => {
    const page = await users({ filterField: 'username', filterValue: 'many100' });
    // many100, many1000..many1009 and, past 10,000 rows, many10000..
    const matching = Array.from({ length: extra }, (_, i) => `many${i + 1}`).filter((name) => name.startsWith('many100')).length;
    expect(matching).toBeGreaterThan(10);
    expect(page).toMatchObject({ total: matching, estimated: false });
    expect(page.list).toHaveLength(10);
  });

  it('flags a large result as estimated, never below the threshold', async () => {
    const page = await users({});
    expect(page.estimated).toBe(true);
    expect(page.total).toBeGreaterThan(exactCountLimit());
    expect(page.list).toHaveLength(10);
  });

  it('estimates a large result of the status filter and counts a small one exactly', async () => {
    // Every added user is enabled: the planner's statistics see (nearly) all of them.
    const enabled = await users({ status: '1' });
    expect(enabled.estimated).toBe(true);
    expect(enabled.total).toBeGreaterThan(exactCountLimit());
    expect(Math.abs(enabled.total - (extra + seededUsers))).toBeLessThan((extra + seededUsers) / 10);
    expect(await users({ status: '1', exactTotal: true })).toMatchObject({ total: extra + seededUsers, estimated: false });
    expect(await users({ status: '0' })).toMatchObject({ total: 0, estimated: false, list: [] });
  });

  it('counts a large result exactly when asked', async () => {
    expect(await users({ exactTotal: true })).toMatchObject({ total: extra + seededUsers, estimated: false });
    expect(await users({ filterField: 'username', filterValue: 'many', exactTotal: true })).toMatchObject({ total: extra, estimated: false });
  });

  it('reads a deep page of an estimated result forwards, and past the threshold counts exactly', async () => {
    const mid = await users({ filterField: 'username', filterValue: 'many', orderField: 'username', page: 200 });
    expect(mid.estimated).toBe(true);
    expect(mid.list).toHaveLength(10);
    const exact = await users({ filterField: 'username', filterValue: 'many', orderField: 'username', orderValue: 'desc' });
    const last = await users({ filterField: 'username', filterValue: 'many', orderField: 'username', page: Math.ceil(extra / 10) });
    expect(last).toMatchObject({ total: extra, estimated: false });
    expect(last.list.map((u) => u.id)).toEqual(exact.list.map((u) => u.id).reverse());
  });

  it('applies the same rule to the audit list', async () => {
    expect(await auditPage('?user=few')).toMatchObject({ total: 3, estimated: false });
    const large = await auditPage('?user=lots');
    expect(large.estimated).toBe(true);
    expect(large.total).toBeGreaterThan(exactCountLimit());
    expect(await auditPage('?user=lots&exactTotal=true')).toMatchObject({ total: extra - 3, estimated: false });
  });

  it('shows the dashboard an estimate of a large user count', async () => {
    const counts = await summaryCounts(everyone);
    expect(counts.usersEstimated).toBe(true);
    expect(counts.users).toBeGreaterThan(exactCountLimit());
  });

  it('keeps the estimate of a large filter for a while without counting, then counts it again', async () => {
    const many = { filterField: 'username', filterValue: 'many' };
    expect((await users(many)).estimated).toBe(true);
    const db = await getDb();
    await db.execute(sql`delete from users where username like 'many%' and username not in ('many1', 'many2', 'many3')`);
    // Within the window the filter still answers its estimate, flagged as one.
    expect((await users(many)).estimated).toBe(true);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + largeMemoMs + 1);
    try {
      expect(await users(many)).toMatchObject({ total: 3, estimated: false });
    } finally {
      later.mockRestore();
    }
  });
});

describe('the dashboard users card on a table far past the threshold', () => {
  it('takes the planner estimate without counting', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into users (id, username, name, email, phone, group_id, status, password_hash)
      select (500000000 + i)::text, 'more' || i, 'More ' || i, 'n' || i || '@example.com', '1360' || lpad(i::text, 7, '0'), '0002', '1', 'x'
      from generate_series(1, ${4 * exactCountLimit()}) i`);
    await db.execute(sql`analyze users`);
    // Past the window in which the estimate taken above is kept.
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + largeMemoMs + 1);
    const counts = await summaryCounts(everyone).finally(() => later.mockRestore());
    expect(counts.usersEstimated).toBe(true);
    // (the test above left 3 of the `many` users.) The estimate of a freshly analysed table is close to the truth.
    expect(Math.abs(counts.users - (4 * exactCountLimit() + 3 + seededUsers))).toBeLessThan(exactCountLimit());
  });
});
