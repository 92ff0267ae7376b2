import 'server-only';
import * as t from '@/lib/db/schema';
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

/** Records one sign-in attempt or sign-out. There is no password field: none can be recorded. */
export async function recordSignin(db: Pick<Db, 'insert'>, entry: SigninEntry, client: SignInClient): Promise<void> {
  await db.insert(t.signins).values({
    username: entry.username.normalize('NFKC').slice(0, 128),
    userId: entry.userId,
    result: entry.result,
    factor: entry.factor ?? null,
    address: client.address,
    userAgent: client.userAgent,
  });
}
