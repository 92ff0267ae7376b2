import 'server-only';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { pruneOlderThan } from '@/lib/db/prune';
import type { Db } from '@/lib/db/types';
import { log } from '@/lib/server/log';
import { getSetting } from '@/lib/settings/read';

const batchSize = 1000;
const hourMs = 3_600_000;

/** Deletes audit entries older than `days`, oldest first, `batch` rows per statement (lib/db/prune.ts). */
export function pruneAudit(db: Db, days: number, batch = batchSize): Promise<number> {
  return pruneOlderThan(db, { table: 'audit_log', column: 'at' }, days, batch);
}

/** One pass at the days in force now (the setting `auditRetentionDays`, which AUDIT_RETENTION_DAYS overrides); 0 keeps everything. */
export async function applyAuditRetention(db: Db): Promise<{ deleted: number; days: number }> {
  const days = await getSetting('auditRetentionDays', db);
  return { deleted: days > 0 ? await pruneAudit(db, days) : 0, days };
}

/**
 * Prunes a minute after start and then hourly, in the background (the timers never keep the process
 * alive), to the retention in force at each pass. A malformed AUDIT_RETENTION_DAYS keeps everything and
 * says so. Answers a stop function.
 */
export function startAuditRetention(): (() => void) | undefined {
  if (Number.isNaN(config.auditRetentionDays)) {
    log.error({ value: process.env.AUDIT_RETENTION_DAYS }, 'AUDIT_RETENTION_DAYS must be a whole number of days: keeping the whole audit trail');
    return undefined;
  }
  const run = () => {
    getDb()
      .then(applyAuditRetention)
      .then(({ deleted, days }) => {
        if (deleted > 0) log.info({ deleted, days }, 'audit retention: pruned');
      })
      .catch((error: unknown) => log.error({ err: error }, 'audit retention: pruning failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, hourMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
