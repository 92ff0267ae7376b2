import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { signKnownDevice } from '@/lib/auth/known-device';
import { attemptKey, clearFailures, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import { openSession } from '@/lib/auth/session';
import { recordSignin } from '@/lib/auth/signin-record';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { SignInClient } from '@/lib/server/socket-address';
import { authenticationOptions, verifyAssertion } from './passkeys';
import { authenticationResponseSchema } from './passkey-shapes';
import type { RelyingParty } from './relying-party';
import { readTicket } from './tickets';

export const passkeyOptionsSchema = z.strictObject({ ticket: z.string().min(1).max(128).optional() });
export const passkeySigninSchema = z.strictObject({ response: authenticationResponseSchema });

/**
 * `POST /api/user/login/passkey/options`: a challenge for `startAuthentication`. Without a ticket, for a
 * passwordless sign-in; with the `mfa` ticket of a right password, for the second step (answered to
 * `POST /api/user/login/mfa {ticket, passkey}`), listing that user's passkeys.
 */
export async function passkeySigninOptions(input: z.infer<typeof passkeyOptionsSchema>, rp: RelyingParty) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.ticket === undefined) return authenticationOptions(tx, rp);
    const ticket = await readTicket(tx, input.ticket, 'mfa');
    if (!ticket) throw new ApiError(401, 'api.mfa.ticketExpired');
    return authenticationOptions(tx, rp, { userId: ticket.userId, ticketHash: ticket.idHash });
  });
}

export type PasskeySigninResult = { status: 'ok'; token: string; knownDevice: string } | { status: 'error'; messageId: string } | { status: 'throttled'; retryAfter: number };

/**
 * `POST /api/user/login/passkey {response}`: a passwordless sign-in with a discoverable passkey. The
 * passkey verified the user (user verification required), so it is both factors: a role requiring a
 * second factor is satisfied. Recorded in the history with the factor `passkey`, failures too; a
 * refused answer counts as a failed sign-in of its user from this address, an unknown credential as a
 * failure of the address (the password's throttle).
 */
export async function passkeySignIn(input: z.infer<typeof passkeySigninSchema>, client: SignInClient, rp: RelyingParty): Promise<PasskeySigninResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<PasskeySigninResult> => {
    const anyone = attemptKey('', client.address);
    await lockAddress(tx, anyone);
    const addressWait = await retryAfter(tx, anyone);
    if (addressWait > 0) {
      await recordSignin(tx, { username: '', userId: null, result: 'throttled', factor: 'passkey' }, client);
      return { status: 'throttled', retryAfter: addressWait };
    }
    const [owner] = await tx
      .select({ id: t.users.id, username: t.users.username, status: t.users.status, version: t.users.tokenVersion })
      .from(t.passkeys)
      .innerJoin(t.users, eq(t.users.id, t.passkeys.userId))
      .where(eq(t.passkeys.credentialId, input.response.id));
    if (!owner) {
      await recordFailure(tx, anyone);
      await recordSignin(tx, { username: '', userId: null, result: 'unknown-user', factor: 'passkey' }, client);
      return { status: 'error', messageId: 'api.passkey.unknown' };
    }
    const key = attemptKey(owner.username, client.address);
    const record = (result: 'success' | 'wrong-code' | 'throttled' | 'disabled') => recordSignin(tx, { username: owner.username, userId: owner.id, result, factor: 'passkey' }, client);
    const wait = await retryAfter(tx, key);
    if (wait > 0) {
      await record('throttled');
      return { status: 'throttled', retryAfter: wait };
    }
    const verified = await verifyAssertion(tx, input.response, rp);
    if (verified.status !== 'ok') {
      await recordFailure(tx, key);
      await record('wrong-code');
      return { status: 'error', messageId: 'api.passkey.refused' };
    }
    if (owner.status !== '1') {
      await recordFailure(tx, key);
      await record('disabled');
      return { status: 'error', messageId: 'api.login.disabled' };
    }
    await clearFailures(tx, key);
    await record('success');
    return { status: 'ok', token: await openSession(tx, owner, client), knownDevice: await signKnownDevice(owner) };
  });
}
