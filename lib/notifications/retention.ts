import 'server-only';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { pruneOlderThan } from '@/lib/db/prune';
import type { Db } from '@/lib/db/types';
import { log } from '@/lib/server/log';

const batchSize = 1000;
const hourMs = 3_600_000;

/**
 * Deletes notifications older than `days`, read or not, oldest first, `batch` rows per statement
 * (lib/db/prune.ts): each user's own, and the broadcasts (their read marks go with them).
 */
export async function pruneNotifications(db: Db, days: number, batch = batchSize): Promise<number> {
  const own = await pruneOlderThan(db, { table: 'notifications', column: 'at' }, days, batch);
  return own + (await pruneOlderThan(db, { table: 'notification_broadcasts', column: 'at' }, days, batch));
}

/**
 * Prunes notifications to NOTIFICATION_RETENTION_DAYS (default 90) a minute after start and then hourly,
 * in the background, like the audit trail's (lib/trail/retention.ts). A malformed value keeps everything
 * and says so. Answers a stop function.
 */
export function startNotificationRetention(): (() => void) | undefined {
  const days = config.notificationRetentionDays;
  if (Number.isNaN(days)) {
    log.error({ value: process.env.NOTIFICATION_RETENTION_DAYS }, 'NOTIFICATION_RETENTION_DAYS must be a whole number of days: keeping every notification');
    return undefined;
  }
  const run = () => {
    getDb()
      .then((db) => pruneNotifications(db, days))
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted, days }, 'notification retention: pruned');
      })
      .catch((error: unknown) => log.error({ err: error }, 'notification retention: pruning failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, hourMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
