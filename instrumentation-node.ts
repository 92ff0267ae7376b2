import 'server-only';
import { startAuditRetention } from '@/lib/trail/retention';
import { startSigninRetention } from '@/lib/auth/signin-retention';
import { startNotificationRetention } from '@/lib/notifications/retention';
import { checkSessionEnv } from '@/lib/auth/session-policy';
import { authSecret } from '@/lib/auth/token';
import { closeDatabase, getDatabase } from '@/lib/db/client';
import { trustedHops } from '@/lib/server/client-address';
import { log } from '@/lib/server/log';
import { installRequestGate } from '@/lib/server/request-gate';

/**
 * Start-up of a server process (the Node.js half of instrumentation.ts): refuse to run without a
 * signing key in production or with a bad TRUST_PROXY or session timeout, stamp requests with their socket address and
 * refuse methods Next cannot serve, open the database.
 */
export async function startServer(): Promise<void> {
  try {
    authSecret();
    checkSessionEnv();
    trustedHops(process.env.TRUST_PROXY);
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // Before the database: requests that arrive meanwhile wait for start-up, already stamped and gated.
  installRequestGate();
  await getDatabase();
  startAuditRetention();
  startSigninRetention();
  startNotificationRetention();
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
