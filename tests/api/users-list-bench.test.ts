import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { listUsers } from '@/resources/users/list';
import { listUsersSchema } from '@/resources/users/schema';
import { everyone } from '../support/system';

// Opt-in: BENCH_USERS=1 npx vitest run --project api-pglite tests/api/users-list-bench.test.ts
// Loads 100,000 users and times the user list (service level, 40 runs per case and locale).
const limit = Number(process.env.BENCH_P99_MS ?? 50);
const cases: Record<string, unknown>[] = [
  {},
  { orderField: 'name', orderValue: 'desc' },
  { orderField: 'name', page: 5000 },
  { orderField: 'email', page: 9999 },
  { filterField: 'name', filterValue: 'bench a' },
  { filterField: 'name', filterValue: 'b', orderField: 'create', orderValue: 'desc' },
  { filterField: 'username', filterValue: 'BENCH99', orderField: 'phone' },
  { filterField: 'email', filterValue: 'b1234' },
  { filterField: 'phone', filterValue: '13900' },
  { group: '0003', orderField: 'name' },
  { group: '000301', orderField: 'username', orderValue: 'desc', page: 100 },
  { group: '0003', filterField: 'name', filterValue: 'Bench f', orderField: 'group' },
  { orderField: 'status', orderValue: 'desc', page: 3000 },
  { filterValue: 'nomatch' },
  // The status filter: users_status_sort_idx pages and counts by id; other sorts filter their own index's scan.
  { status: '0' },
  { status: '1', page: 5000 },
  { status: '0', orderField: 'name', orderValue: 'desc' },
  { status: '0', group: '0003', orderField: 'username' },
];

describe.skipIf(!process.env.BENCH_USERS)('user list on 100,000 users', () => {
  it('answers every case with p99 within the limit', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into users (id, username, name, name_zh, email, phone, group_id, status, password_hash, created_at, updated_at)
      select (200000000 + i)::text, 'bench' || i, 'Bench ' || md5(i::text), case when i % 2 = 0 then '测试' || md5(i::text) end,
        'b' || i || '@example.com', '1390' || lpad(i::text, 7, '0'),
        (array['0001','0002','0003','000301','000302','000303'])[1 + i % 6], case when i % 10 = 0 then '0' else '1' end,
        'x', now() - i * interval '1 second', now()
      from generate_series(1, 100000) i`);
    await db.execute(sql`insert into user_roles select (200000000 + i)::text, '000' || (1 + i % 3) from generate_series(1, 100000) i`);
    await db.execute(sql`insert into user_permissions select (200000000 + i)::text, p from generate_series(1, 100000) i, unnest(array['0000', '0001']) p`);
    await db.execute(sql`vacuum analyze`);
    const slow: string[] = [];
    for (const locale of ['en', 'zh'] as const) {
      for (const body of cases) {
        const input = listUsersSchema.parse(body);
        const times: number[] = [];
        for (let run = 0; run < 40; run += 1) {
          const started = performance.now();
          await listUsers(input, locale, everyone);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const [p50, p99] = [times[20] ?? 0, times[39] ?? 0];
        console.info(`${locale} ${JSON.stringify(body)} p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
        if (p99 > limit) slow.push(`${locale} ${JSON.stringify(body)}: ${p99.toFixed(1)} ms`);
      }
    }
    expect(slow).toEqual([]);
  }, 600_000);
});
