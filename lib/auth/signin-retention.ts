import 'server-only';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { pruneOlderThan } from '@/lib/db/prune';
import type { Db } from '@/lib/db/types';
import { log } from '@/lib/server/log';
import { getSetting } from '@/lib/settings/read';

const batchSize = 1000;
const hourMs = 3_600_000;

/** Deletes sign-in records older than `days`, oldest first, `batch` rows per statement (lib/db/prune.ts). */
export function pruneSignins(db: Db, days: number, batch = batchSize): Promise<number> {
  return pruneOlderThan(db, { table: 'signins', column: 'at' }, days, batch);
}

/** One pass at the days in force now (the setting `signinRetentionDays`, default 90, which SIGNIN_RETENTION_DAYS overrides). */
export async function applySigninRetention(db: Db): Promise<{ deleted: number; days: number }> {
  const days = await getSetting('signinRetentionDays', db);
  return { deleted: await pruneSignins(db, days), days };
}

/**
 * Prunes the sign-in history to the retention in force a minute after start and then hourly, in the
 * background, never on the sign-in path (the timers never keep the process alive). A malformed
 * SIGNIN_RETENTION_DAYS keeps everything and says so. Answers a stop function.
 */
export function startSigninRetention(): (() => void) | undefined {
  if (Number.isNaN(config.signinRetentionDays)) {
    log.error({ value: process.env.SIGNIN_RETENTION_DAYS }, 'SIGNIN_RETENTION_DAYS must be a whole number of days: keeping the whole sign-in history');
    return undefined;
  }
  const run = () => {
    getDb()
      .then(applySigninRetention)
      .then(({ deleted, days }) => {
        if (deleted > 0) log.info({ deleted, days }, 'sign-in retention: pruned');
      })
      .catch((error: unknown) => log.error({ err: error }, 'sign-in retention: pruning failed'));
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, hourMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
