import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './types';

/** A table with a serial `id` and a timestamp whose rows expire: the audit trail, the sign-in history. */
export interface Expiring {
  table: 'audit_log' | 'signins' | 'notifications' | 'notification_broadcasts';
  column: 'at';
}

/**
 * Deletes rows older than `days`, oldest first, `batch` rows per statement. Each batch is its own
 * short transaction that skips rows another pruner holds, so no lock is held for long and writers
 * (which only insert) are never blocked; a pause between batches leaves room for requests.
 */
export async function pruneOlderThan(db: Db, target: Expiring, days: number, batch: number): Promise<number> {
  const table = sql.identifier(target.table);
  const column = sql.identifier(target.column);
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${table} where id in (
        select id from ${table} where ${column} < now() - make_interval(days => ${days}::int)
        order by ${column} limit ${batch}::int for update skip locked
      ) returning id`);
    const deleted = (result as unknown as { rows: unknown[] }).rows.length;
    total += deleted;
    if (deleted < batch) return total;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
