import 'server-only';
import type { Logger } from 'drizzle-orm/logger';

let sent = 0;

/**
 * Counts the statements the process sends through drizzle (its logger hook: one increment, no text kept).
 * A debug figure: the API tests measure the queries an authenticated request costs with it.
 */
export const queryCounter: Logger = {
  logQuery: () => {
    sent += 1;
  },
};

/** Statements sent so far by this process. */
export function queriesSent(): number {
  return sent;
}
