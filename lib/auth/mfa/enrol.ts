import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError, conflict, unauthorized } from '@/lib/api/errors';
import { signKnownDevice } from '@/lib/auth/known-device';
import { attemptKey, clearFailures, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import { openSession, type Session } from '@/lib/auth/session';
import { recordSignin } from '@/lib/auth/signin-record';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { fieldError } from '@/lib/api/field-error';
import type { Locale } from '@/lib/i18n/locales';
import { verifyPassword } from '@/lib/server/password';
import type { SignInClient } from '@/lib/server/socket-address';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { confirmTotp, mfaStatus, removeTotp, setupTotp, verifySecondStep, type MfaStatus } from './factors';
import { assertRecentAuth } from './reauth';
import { newRecoveryCodes } from './recovery';
import { looksLikeTicket, readTicket, spendTicket } from './tickets';
import { notify } from '@/lib/notifications/notify';

/**
 * Who calls an enrolment endpoint: a signed-in session, or the bearer of an `mfa-enrol` ticket (a
 * user whose role requires a second factor and who has none yet). The ticket reaches nothing else.
 */
export type EnrolActor = { kind: 'session'; session: Session } | { kind: 'ticket'; ticket: string };

export function enrolActor(session: Session | null, bearer: string | undefined): EnrolActor {
  if (session) return { kind: 'session', session };
  if (looksLikeTicket(bearer)) return { kind: 'ticket', ticket: bearer };
  throw unauthorized();
}

/** The user an `mfa-enrol` ticket is for, and the live ticket; 401 when it expired or was spent. */
export async function ticketUser(tx: Tx, ticket: string) {
  const live = await readTicket(tx, ticket, 'mfa-enrol');
  if (!live) throw new ApiError(401, 'api.mfa.ticketExpired');
  const [user] = await tx.select({ id: t.users.id, username: t.users.username, version: t.users.tokenVersion }).from(t.users).where(eq(t.users.id, live.userId));
  if (!user) throw new ApiError(401, 'api.mfa.ticketExpired');
  return { live, user };
}

/** `GET /api/user/mfa` */
export async function enrolStatus(actor: EnrolActor): Promise<MfaStatus> {
  const db = await getDb();
  if (actor.kind === 'session') return mfaStatus(db, actor.session.user.id);
  return db.transaction(async (tx) => mfaStatus(tx, (await ticketUser(tx, actor.ticket)).user.id));
}

/** `POST /api/user/mfa/totp/setup`: a new secret to confirm; 409 when TOTP is already enabled. */
export async function startTotp(actor: EnrolActor): Promise<{ secret: string; uri: string }> {
  const db = await getDb();
  const setup =
    actor.kind === 'session'
      ? await writeTransaction(async (tx) => {
          await assertRecentAuth(tx, actor.session);
          return setupTotp(tx, actor.session.user);
        })
      : await db.transaction(async (tx) => setupTotp(tx, (await ticketUser(tx, actor.ticket)).user));
  if (!setup) throw conflict('api.mfa.alreadyEnabled');
  return setup;
}

export const enableSchema = z.strictObject({ code: z.string().trim().max(16) });
export type EnableResult =
  | { status: 'ok'; recoveryCodes: string[]; session?: { token: string; knownDevice: string } }
  | { status: 'error'; messageId: string }
  | { status: 'throttled'; retryAfter: number };

/**
 * `POST /api/user/mfa/totp/enable`: the first code confirms the secret; answers ten recovery codes,
 * once. With an enrolment ticket it also spends the ticket and opens the session (the sign-in ends
 * here), and a wrong code counts as a failed sign-in.
 */
export async function enableTotp(actor: EnrolActor, code: string, client: SignInClient, locale: Locale): Promise<EnableResult> {
  if (actor.kind === 'session') {
    return writeTransaction(async (tx): Promise<EnableResult> => {
      await assertRecentAuth(tx, actor.session);
      if (!(await confirmTotp(tx, actor.session.user.id, code))) throw fieldError(400, locale, 'code', 'api.mfa.wrongCode');
      await notify(tx, actor.session.user.id, 'mfa', { change: 'totpOn' });
      return { status: 'ok', recoveryCodes: await newRecoveryCodes(tx, actor.session.user.id) };
    });
  }
  const db = await getDb();
  return db.transaction(async (tx): Promise<EnableResult> => {
    const { live, user } = await ticketUser(tx, actor.ticket);
    const key = attemptKey(user.username, client.address);
    await lockAddress(tx, key);
    const record = (result: 'success' | 'wrong-code' | 'throttled') => recordSignin(tx, { username: user.username, userId: user.id, result, factor: 'totp' }, client);
    const wait = await retryAfter(tx, key);
    if (wait > 0) {
      await record('throttled');
      return { status: 'throttled', retryAfter: wait };
    }
    if (!(await confirmTotp(tx, user.id, code)) || !(await spendTicket(tx, live))) {
      await recordFailure(tx, key);
      await record('wrong-code');
      return { status: 'error', messageId: 'api.mfa.wrongCode' };
    }
    const recoveryCodes = await newRecoveryCodes(tx, user.id);
    await notify(tx, user.id, 'mfa', { change: 'totpOn' });
    await clearFailures(tx, key);
    await record('success');
    return { status: 'ok', recoveryCodes, session: { token: await openSession(tx, user, client), knownDevice: await signKnownDevice(user) } };
  });
}

export const disableSchema = z.strictObject({ password: z.string().max(1024), code: z.string().trim().max(64) });
export type DisableResult = { status: 'ok' } | { status: 'error'; field: 'password' | 'code'; messageId: string } | { status: 'throttled'; retryAfter: number };

/**
 * `POST /api/user/mfa/totp/disable`: the password and a code (or a recovery code) in the same call,
 * which is itself a fresh proof. Wrong ones count as failed sign-ins. Removes the recovery codes too (not the passkeys).
 */
export async function disableTotp(session: Session, input: z.infer<typeof disableSchema>, client: SignInClient): Promise<DisableResult> {
  const key = attemptKey(session.user.username, client.address);
  const db = await getDb();
  const refused = await db.transaction(async (tx): Promise<DisableResult | null> => {
    await lockAddress(tx, key);
    const wait = await retryAfter(tx, key);
    if (wait > 0) return { status: 'throttled', retryAfter: wait };
    const [user] = await tx.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, session.user.id));
    const fail = async (field: 'password' | 'code', messageId: string): Promise<DisableResult> => {
      await recordFailure(tx, key);
      return { status: 'error', field, messageId };
    };
    if (!user || !(await verifyPassword(input.password, user.hash))) return fail('password', 'api.account.wrongPassword');
    const proof = /^\d{6}$/.test(input.code) ? { code: input.code } : { recoveryCode: input.code };
    if (!(await verifySecondStep(tx, session.user.id, proof))) return fail('code', 'api.mfa.wrongCode');
    return null;
  });
  if (refused) return refused;
  const removed = await writeTransaction(async (tx) => {
    const gone = await removeTotp(tx, session.user.id);
    if (gone) await notify(tx, session.user.id, 'mfa', { change: 'totpOff' });
    return gone;
  });
  if (!removed) throw conflict('api.mfa.notEnabled');
  return { status: 'ok' };
}
