import 'server-only';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db/types';
import * as t from '@/lib/db/schema';
import { throttleKey } from '@/lib/server/client-address';

/**
 * Failed sign-ins, counted per (username, client address) and per client address, so failures from
 * one address never lock the owner out from another (NIST 800-63B §5.2.2), while one address cannot
 * spray a password over many usernames. Past `accountLimit` failures of one username from anywhere,
 * an attempt must also carry a proof-of-work solution (lib/auth/login-challenge.ts) unless it comes
 * from a browser the owner signed in from (lib/auth/known-device.ts): many addresses cannot guess
 * freely at one account, and the owner is never locked out.
 */
export const userLimit = { failures: 5, windowSeconds: 15 * 60 };
export const addressLimit = { failures: 10, windowSeconds: 60 };
export const accountLimit = { failures: 20, windowSeconds: 15 * 60 };
const keepSeconds = Math.max(userLimit.windowSeconds, addressLimit.windowSeconds, accountLimit.windowSeconds);
const sweepRows = 200;

export interface AttemptKey {
  /** the username as counted: NFKC-normalised and lower-cased (usernameKey) */
  username: string;
  /** the client address as counted: an IPv6 address's /64 (throttleKey) */
  address: string;
}

/** The form a username is counted under, so look-alike spellings share one count. */
export const usernameKey = (username: string) => username.normalize('NFKC').toLowerCase();

/** What an attempt of this username from this client address is counted under. */
export const attemptKey = (username: string, address: string): AttemptKey => ({ username: usernameKey(username), address: throttleKey(address) });

/**
 * Makes every attempt from one address take its turn, on every instance (the count and the insert
 * must not interleave). Both limits include the address, so one lock covers both.
 */
export async function lockAddress(tx: Tx, key: AttemptKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key.address}`}))`);
}

/**
 * Makes the attempts on one account take their turn too, so its count and its inserts never
 * interleave. Always taken after the address's lock, so the two never deadlock; the two-key form
 * keeps these locks apart from the address's.
 */
export async function lockAccount(tx: Tx, key: AttemptKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${key.username}))`);
}

/** Whether the account has `accountLimit` failures in its window, from all addresses together. */
export async function accountThrottled(tx: Tx, key: AttemptKey): Promise<boolean> {
  return (await waitUnder(tx, eq(t.loginFailures.username, key.username), accountLimit)) > 0;
}

/** Seconds until the attempt may be tried again (0: now). */
export async function retryAfter(tx: Tx, key: AttemptKey): Promise<number> {
  const byAddress = eq(t.loginFailures.address, key.address);
  const address = await waitUnder(tx, byAddress, addressLimit);
  const user = await waitUnder(tx, and(byAddress, eq(t.loginFailures.username, key.username)), userLimit);
  return Math.max(address, user);
}

// The count falls under the limit when the limit-th newest failure in the window leaves it.
async function waitUnder(tx: Tx, where: SQL | undefined, limit: { failures: number; windowSeconds: number }): Promise<number> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await tx
    .select({ seconds: sql<string>`ceil(extract(epoch from ${t.loginFailures.failedAt} + ${window} - now()))` })
    .from(t.loginFailures)
    .where(and(where, gt(t.loginFailures.failedAt, sql`now() - ${window}`)))
    .orderBy(desc(t.loginFailures.failedAt))
    .offset(limit.failures - 1)
    .limit(1);
  return row ? Math.max(1, Number(row.seconds)) : 0;
}

export async function recordFailure(tx: Tx, key: AttemptKey): Promise<void> {
  await tx.insert(t.loginFailures).values(key);
}

/** A successful sign-in clears its own (username, address) count, never another address's. */
export async function clearFailures(tx: Tx, key: AttemptKey): Promise<void> {
  await tx.delete(t.loginFailures).where(and(eq(t.loginFailures.username, key.username), eq(t.loginFailures.address, key.address)));
}

/**
 * Deletes failures older than every window: those of this address and username, and a bounded
 * batch of anyone's, so a spray over many addresses cannot grow the table without bound.
 * `skip locked`: rows another attempt is deleting are left to it, so deleters never wait on each other.
 */
export async function deleteExpired(tx: Tx, key: AttemptKey): Promise<void> {
  const expired = sql`failed_at < now() - make_interval(secs => ${keepSeconds})`;
  await tx.execute(sql`delete from login_failures where id in (
    select id from login_failures where (address = ${key.address} or username = ${key.username}) and ${expired}
    for update skip locked)`);
  await tx.execute(sql`delete from login_failures where id in (
    select id from login_failures where ${expired} order by failed_at limit ${sweepRows}
    for update skip locked)`);
}
