import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { reauthSeconds, type FactorKind } from '@/lib/auth/factor-kinds';
import { attemptKey, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { verifyPassword } from '@/lib/server/password';
import type { SignInClient } from '@/lib/server/socket-address';
import { mfaStatus, verifyTotp } from './factors';

/** What the refused call answers in `data`: the client prompts for one of `methods`, then retries. */
export interface ReauthRefusal {
  reason: 'reauth';
  methods: ('password' | Exclude<FactorKind, 'passkey'>)[];
}

/**
 * A sensitive write (one's password or factors; anything granting or touching the `super` role) needs
 * the session's last proof of identity to be at most `reauthSeconds` old, else 401 with
 * `{reason: 'reauth', methods}`. Inside a write's transaction (`within`), so the refusal changes nothing.
 */
export async function assertRecentAuth(within: Pick<Db, 'select'> | null, session: Pick<Session, 'id' | 'user'>): Promise<void> {
  const db = within ?? (await getDb());
  const [fresh] = await db
    .select({ id: t.sessions.id })
    .from(t.sessions)
    .where(and(eq(t.sessions.id, session.id), gt(t.sessions.authenticatedAt, sql`now() - make_interval(secs => ${reauthSeconds})`)));
  if (fresh) return;
  const { factors } = await mfaStatus(db, session.user.id);
  // A passkey does not re-authenticate (yet): the password or the TOTP code does.
  const data: ReauthRefusal = { reason: 'reauth', methods: factors.some((f) => f.kind === 'totp') ? ['password', 'totp'] : ['password'] };
  throw new ApiError(401, 'api.reauth.required', { minutes: reauthSeconds / 60 }, undefined, data);
}

export type ReauthProof = { password: string; code?: undefined } | { password?: undefined; code: string };
export type ReauthResult = { status: 'ok' } | { status: 'error'; field: 'password' | 'code'; messageId: string } | { status: 'throttled'; retryAfter: number };

/**
 * `POST /api/user/reauth`: the password or a second factor's code again. A wrong one counts as a
 * failed sign-in of this username from this address (the same throttle); a right one marks the
 * session as just authenticated.
 */
export async function reauthenticate(session: Session, proof: ReauthProof, client: SignInClient): Promise<ReauthResult> {
  const key = attemptKey(session.user.username, client.address);
  const db = await getDb();
  return db.transaction(async (tx): Promise<ReauthResult> => {
    await lockAddress(tx, key);
    const wait = await retryAfter(tx, key);
    if (wait > 0) return { status: 'throttled', retryAfter: wait };
    const passed = proof.password !== undefined ? await passwordMatches(tx, session.user.id, proof.password) : await verifyTotp(tx, session.user.id, proof.code);
    if (!passed) {
      await recordFailure(tx, key);
      return proof.password !== undefined
        ? { status: 'error', field: 'password', messageId: 'api.account.wrongPassword' }
        : { status: 'error', field: 'code', messageId: 'api.mfa.wrongCode' };
    }
    await tx.update(t.sessions).set({ authenticatedAt: sql`now()` }).where(eq(t.sessions.id, session.id));
    return { status: 'ok' };
  });
}

async function passwordMatches(db: Pick<Db, 'select'>, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, userId));
  return user !== undefined && (await verifyPassword(password, user.hash));
}
