import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { attemptKey, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import { passwordRefusal } from '@/lib/auth/password-policy';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/password';
import type { SignInClient } from '@/lib/server/socket-address';
import type { ChangePasswordInput } from './schema';
import { notify } from '@/lib/notifications/notify';

export type PasswordChange =
  | { status: 'ok'; signedOut: number }
  | { status: 'error'; field: 'currentPassword' | 'newPassword'; messageId: string }
  | { status: 'throttled'; retryAfter: number };

/**
 * Changes the signed-in user's own password. The current password is checked like a sign-in: under
 * the same throttle (a wrong one counts as a failed sign-in of this username from this address),
 * and in a transaction of its own, so a failure is counted even though nothing changes. Success
 * signs out every other session of the user and keeps this one.
 */
export async function changePassword(session: Session, input: ChangePasswordInput, client: SignInClient): Promise<PasswordChange> {
  const key = attemptKey(session.user.username, client.address);
  const refusal = await passwordRefusal(input.newPassword, session.user.username);
  if (refusal) return { status: 'error', field: 'newPassword', messageId: refusal };
  const db = await getDb();
  const checked = await db.transaction(async (tx): Promise<PasswordChange | null> => {
    await lockAddress(tx, key);
    const wait = await retryAfter(tx, key);
    if (wait > 0) return { status: 'throttled', retryAfter: wait };
    const [user] = await tx.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, session.user.id));
    if (user && (await verifyPassword(input.currentPassword, user.hash))) return null;
    await recordFailure(tx, key);
    return { status: 'error', field: 'currentPassword', messageId: 'api.account.wrongPassword' };
  });
  if (checked) return checked;
  const hash = await hashPassword(input.newPassword);
  const signedOut = await writeTransaction(async (tx) => {
    await tx.update(t.users).set({ passwordHash: hash }).where(eq(t.users.id, session.user.id));
    const others = await tx
      .delete(t.sessions)
      .where(and(eq(t.sessions.userId, session.user.id), ne(t.sessions.id, session.id)))
      .returning({ id: t.sessions.id });
    await notify(tx, session.user.id, 'password');
    return others.length;
  });
  return { status: 'ok', signedOut };
}
