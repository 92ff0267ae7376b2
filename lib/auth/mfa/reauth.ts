import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { reauthSeconds, type FactorKind } from '@/lib/auth/factor-kinds';
import { attemptKey, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db, Tx } from '@/lib/db/types';
import { verifyPassword } from '@/lib/server/password';
import type { SignInClient } from '@/lib/server/socket-address';
import { mfaStatus, verifyTotp } from './factors';
import { authenticationOptions, verifyAssertion } from './passkeys';
import type { AuthenticationResponse } from './passkey-shapes';
import type { RelyingParty } from './relying-party';

/** What the refused call answers in `data`: the client prompts for one of `methods`, then retries. */
export interface ReauthRefusal {
  reason: 'reauth';
  methods: ('password' | FactorKind)[];
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
  const kinds = new Set(factors.map((f) => f.kind));
  const data: ReauthRefusal = { reason: 'reauth', methods: ['password', ...(['totp', 'passkey'] as const).filter((kind) => kinds.has(kind))] };
  throw new ApiError(401, 'api.reauth.required', { minutes: reauthSeconds / 60 }, undefined, data);
}

export type ReauthProof = { password: string } | { code: string } | { passkey: AuthenticationResponse; rp: RelyingParty };
export type ReauthResult = { status: 'ok' } | { status: 'error'; field: 'password' | 'code' | 'passkey'; messageId: string } | { status: 'throttled'; retryAfter: number };

/** A passkey challenge answers a re-authentication only of the session it was issued to. */
const reauthBinding = (session: Pick<Session, 'id' | 'user'>) => ({ userId: session.user.id, ticketHash: `reauth:${session.id}` });

/** `POST /api/user/reauth/passkey/options`: a challenge for one of the session user's passkeys, bound to the session. */
export async function reauthPasskeyOptions(session: Session, rp: RelyingParty) {
  const db = await getDb();
  return db.transaction((tx) => authenticationOptions(tx, rp, reauthBinding(session)));
}

/**
 * `POST /api/user/reauth`: the password, a second factor's code, or a passkey's answer again. A wrong
 * one counts as a failed sign-in of this username from this address (the same throttle); a right one
 * marks the session as just authenticated.
 */
export async function reauthenticate(session: Session, proof: ReauthProof, client: SignInClient): Promise<ReauthResult> {
  const key = attemptKey(session.user.username, client.address);
  const db = await getDb();
  return db.transaction(async (tx): Promise<ReauthResult> => {
    await lockAddress(tx, key);
    const wait = await retryAfter(tx, key);
    if (wait > 0) return { status: 'throttled', retryAfter: wait };
    const refusal = await refused(tx, session, proof);
    if (refusal) {
      await recordFailure(tx, key);
      return refusal;
    }
    await tx.update(t.sessions).set({ authenticatedAt: sql`now()` }).where(eq(t.sessions.id, session.id));
    return { status: 'ok' };
  });
}

/** Why the proof is refused, or null when it holds. */
async function refused(tx: Tx, session: Session, proof: ReauthProof): Promise<ReauthResult | null> {
  if ('password' in proof) return (await passwordMatches(tx, session.user.id, proof.password)) ? null : { status: 'error', field: 'password', messageId: 'api.account.wrongPassword' };
  if ('code' in proof) return (await verifyTotp(tx, session.user.id, proof.code)) ? null : { status: 'error', field: 'code', messageId: 'api.mfa.wrongCode' };
  const verified = await verifyAssertion(tx, proof.passkey, proof.rp, reauthBinding(session));
  return verified.status === 'ok' ? null : { status: 'error', field: 'passkey', messageId: 'api.passkey.refused' };
}

async function passwordMatches(db: Pick<Db, 'select'>, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, userId));
  return user !== undefined && (await verifyPassword(password, user.hash));
}
