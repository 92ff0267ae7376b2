import { startAuditRetention } from '@/lib/audit/retention';
import { authSecret } from '@/lib/auth/token';
import { closeDatabase, getDatabase } from '@/lib/db/client';
import { log } from './log';

/** Start-up of a server process: refuse to run without a signing key in production, open the database. */
export async function startServer(): Promise<void> {
  try {
    authSecret();
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  await getDatabase();
  startAuditRetention();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => closeDatabaseBeforeExit(signal));
}

/**
 * On SIGTERM Next's server stops accepting connections, lets in-flight requests finish, then calls
 * process.exit. That exit waits here until the database is closed (PGlite flushes its files, the pool
 * ends its connections), for at most 10 s.
 */
function closeDatabaseBeforeExit(signal: NodeJS.Signals): void {
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number) => {
    if (exiting) return;
    exiting = true;
    const timeout = setTimeout(() => exit(code), 10_000);
    closeDatabase()
      .then(() => log.info('shutdown: database closed'))
      .catch((error: unknown) => log.error({ err: error }, 'shutdown: closing the database failed'))
      .finally(() => {
        clearTimeout(timeout);
        exit(code);
      });
  }) as typeof process.exit;
}
