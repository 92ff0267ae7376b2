import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SecondStepMethod } from '@/lib/auth/factor-kinds';
import { signKnownDevice } from '@/lib/auth/known-device';
import { attemptKey, clearFailures, lockAccount, lockAddress, recordFailure, retryAfter } from '@/lib/auth/login-throttle';
import { openSession } from '@/lib/auth/session';
import { recordSignin } from '@/lib/auth/signin-record';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { SignInClient } from '@/lib/server/socket-address';
import { verifySecondStep, type SecondStepProof } from './factors';
import { authenticationResponseSchema } from './passkey-shapes';
import type { RelyingParty } from './relying-party';
import { readTicket, spendTicket } from './tickets';

const ticketField = z.string().min(1).max(128);
const codeField = z.string().trim().max(16);
const recoveryField = z.string().trim().max(64);

/**
 * `{ticket, code}`, `{ticket, recoveryCode}` or `{ticket, passkey}` (the answer of `startAuthentication` to
 * the options of `POST /api/user/login/passkey/options {ticket}`): exactly one of the three proofs.
 */
export const secondStepSchema = z.union([
  z.strictObject({ ticket: ticketField, code: codeField }),
  z.strictObject({ ticket: ticketField, recoveryCode: recoveryField }),
  z.strictObject({ ticket: ticketField, passkey: authenticationResponseSchema }),
]);
export type SecondStepInput = z.infer<typeof secondStepSchema>;

export type SecondStepResult =
  | { status: 'ok'; token: string; knownDevice: string }
  | { status: 'error'; field: 'code' | 'recoveryCode' | 'passkey'; messageId: string }
  | { status: 'expired' }
  | { status: 'throttled'; retryAfter: number };

/**
 * `POST /api/user/login/mfa`: the second step of a sign-in. The ticket must be live (5 minutes, one
 * use); a wrong or replayed code counts as a failed sign-in of the username from this address (the
 * password's throttle, so guesses at a code are limited as guesses at a password are) and is recorded
 * in the history with the factor tried; the right one spends the ticket and opens the session.
 */
export async function completeSignIn(input: SecondStepInput, client: SignInClient, rp: RelyingParty): Promise<SecondStepResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SecondStepResult> => {
    const ticket = await readTicket(tx, input.ticket, 'mfa');
    if (!ticket) return { status: 'expired' };
    const [user] = await tx.select({ id: t.users.id, username: t.users.username, version: t.users.tokenVersion }).from(t.users).where(eq(t.users.id, ticket.userId));
    if (!user) return { status: 'expired' };
    const key = attemptKey(user.username, client.address);
    await lockAddress(tx, key);
    await lockAccount(tx, key);
    const tried: SecondStepMethod = 'code' in input ? 'totp' : 'passkey' in input ? 'passkey' : 'recovery';
    const record = (result: 'success' | 'wrong-code' | 'throttled') => recordSignin(tx, { username: user.username, userId: user.id, result, factor: tried }, client);
    const wait = await retryAfter(tx, key);
    if (wait > 0) {
      await record('throttled');
      return { status: 'throttled', retryAfter: wait };
    }
    const proof: SecondStepProof =
      'code' in input
        ? { code: input.code }
        : 'passkey' in input
          ? { passkey: { response: input.passkey, rp, ticketHash: ticket.idHash } }
          : { recoveryCode: input.recoveryCode };
    const passed = await verifySecondStep(tx, user.id, proof);
    if (!passed || !(await spendTicket(tx, ticket))) {
      await recordFailure(tx, key);
      await record('wrong-code');
      if ('code' in input) return { status: 'error', field: 'code', messageId: 'api.mfa.wrongCode' };
      if ('passkey' in input) return { status: 'error', field: 'passkey', messageId: 'api.passkey.refused' };
      return { status: 'error', field: 'recoveryCode', messageId: 'api.mfa.wrongRecoveryCode' };
    }
    await clearFailures(tx, key);
    await record('success');
    return { status: 'ok', token: await openSession(tx, user, client), knownDevice: await signKnownDevice(user) };
  });
}
