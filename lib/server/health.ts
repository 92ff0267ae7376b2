import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { log } from './log';

const timeoutMs = 2000;

/** Whether the database answers `select 1` within 2 s (a server that hangs counts as down). */
export async function databaseReachable(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(() => true)
    .catch((error: unknown) => {
      log.warn({ err: error }, 'health: database unreachable');
      return false;
    });
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
