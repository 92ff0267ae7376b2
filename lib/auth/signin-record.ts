import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { notify } from '@/lib/notifications/notify';
import { describeAgent } from '@/lib/user-agent';
import type { Db } from '@/lib/db/types';
import type { SignInClient } from '@/lib/server/socket-address';
import type { SigninFactor } from './factor-kinds';
import type { SigninResult } from './signin-results';

export interface SigninEntry {
  /** as typed: stored NFKC-normalised, its first 128 characters */
  username: string;
  /** the user the username named, if any */
  userId: string | null;
  result: SigninResult;
  /** the factor the attempt used or failed, when it got that far */
  factor?: SigninFactor;
}

/**
 * Records one sign-in attempt or sign-out. There is no password field: none can be recorded. A
 * successful sign-in from a browser or an address the user has not signed in from before (while they
 * have signed in before) notifies them.
 */
export async function recordSignin(db: Pick<Db, 'insert' | 'select' | 'execute'>, entry: SigninEntry, client: SignInClient): Promise<void> {
  if (entry.result === 'success' && entry.userId) await notifyIfNew(db, entry.userId, client);
  await db.insert(t.signins).values({
    username: entry.username.normalize('NFKC').slice(0, 128),
    userId: entry.userId,
    result: entry.result,
    factor: entry.factor ?? null,
    address: client.address,
    userAgent: client.userAgent,
  });
}

async function notifyIfNew(db: Pick<Db, 'insert' | 'select' | 'execute'>, userId: string, client: SignInClient): Promise<void> {
  const s = t.signins;
  const mine = and(eq(s.userId, userId), eq(s.result, 'success'));
  const [seen] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${s} where ${mine})`,
      address: sql<boolean>`exists (select 1 from ${s} where ${mine} and ${s.address} = ${client.address})`,
      browser: sql<boolean>`exists (select 1 from ${s} where ${mine} and ${s.userAgent} = ${client.userAgent})`,
    })
    .from(sql`(select 1) as one`);
  if (seen?.any && !(seen.address && seen.browser)) {
    await notify(db, userId, 'signin', { address: client.address, browser: agentWords(client.userAgent), newAddress: seen.address ? 0 : 1, newBrowser: seen.browser ? 0 : 1 });
  }
}

/** The browser and system in words ("Chrome 126 · macOS"), else the User-Agent's start. */
function agentWords(userAgent: string): string {
  const { browser, os } = describeAgent(userAgent);
  return [browser, os].filter(Boolean).join(' · ') || userAgent.slice(0, 60);
}
