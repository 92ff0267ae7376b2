import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneAudit, startAuditRetention } from '@/lib/trail/retention';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';

const entries = async (days: number, n: number) => {
  const db = await getDb();
  await db.execute(sql`
    insert into audit_log (at, user_id, username, method, endpoint, entity, action, ids, before, after)
    select now() - make_interval(days => ${days}::int) - i * interval '1 second', '100000000', 'super', 'POST',
      '/api/system/groups/edit', 'groups', 'edit', array['0001'], '{}', '{}'
    from generate_series(1, ${n}::int) i`);
};
const ages = async () => {
  const db = await getDb();
  const result = await db.execute(sql`select count(*)::int as n from audit_log where at < now() - interval '30 days'`);
  const total = await db.execute(sql`select count(*)::int as n from audit_log`);
  const first = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { old: first(result), all: first(total) };
};

afterEach(() => {
  delete process.env.AUDIT_RETENTION_DAYS;
});

describe('audit retention', () => {
  it('deletes only entries older than the retention, in batches', async () => {
    await entries(40, 25);
    await entries(1, 7);
    const before = await ages();
    expect(before.old).toBe(25);
    expect(await pruneAudit(await getDb(), 30, 10)).toBe(25);
    expect(await ages()).toEqual({ old: 0, all: before.all - 25 });
    expect(await pruneAudit(await getDb(), 30, 10)).toBe(0);
  });

  it('runs at the setting in force, and refuses a malformed AUDIT_RETENTION_DAYS', () => {
    expect(config.auditRetentionDays).toBeUndefined();
    const running = startAuditRetention();
    expect(running).toBeTypeOf('function');
    running?.();
    process.env.AUDIT_RETENTION_DAYS = '30d';
    expect(config.auditRetentionDays).toBeNaN();
    expect(startAuditRetention()).toBeUndefined();
    process.env.AUDIT_RETENTION_DAYS = '90';
    const stop = startAuditRetention();
    expect(stop).toBeTypeOf('function');
    stop?.();
  });
});
