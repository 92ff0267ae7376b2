import 'server-only';
import { getDb } from '@/lib/db/client';
import { attemptKey, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';

/** What wrong keys count under in the sign-in throttle: no username can be spelled so (the `#`). */
const wrongKeyName = '#api-key';

/**
 * Counts a wrong key as a failed sign-in from its address (lib/auth/login-throttle.ts: per address, and
 * per (this name, address)); answers the seconds to wait when the address is already over a limit, when
 * nothing more is counted.
 */
export async function countWrongKey(address: string): Promise<number> {
  const key = attemptKey(wrongKeyName, address);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAddress(tx, key);
    const wait = await retryAfter(tx, key);
    if (wait === 0) await recordFailure(tx, key);
    return wait;
  });
}
