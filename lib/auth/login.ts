import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { isKnownDevice, signKnownDevice } from './known-device';
import { solutionField, spendSolution } from './login-challenge';
import { accountThrottled, attemptKey, clearFailures, deleteExpired, lockAccount, lockAddress, recordFailure, retryAfter } from './login-throttle';
import { dummyHash, verifyPassword } from '@/lib/server/password';
import type { SignInClient } from '@/lib/server/socket-address';
import { recordSignin } from '@/lib/auth/signin-record';
import type { SigninResult } from '@/lib/auth/signin-results';
import type { SecondStepMethod, SigninFactor } from './factor-kinds';
import { mfaRequired, secondStepMethods } from './mfa/factors';
import { issueTicket } from './mfa/tickets';
import { openSession } from './session';

export const loginSchema = z.object({
  username: textSchema(128),
  password: z.string().max(1024),
  /** a solved proof-of-work challenge, when the account asks for one (lib/auth/login-challenge.ts) */
  altcha: solutionField.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export type LoginResult =
  | { status: 'ok'; token: string; knownDevice: string }
  /** the password was right: a second factor (`mfa`) or its enrolment (`mfa-enrol`) finishes the sign-in with the ticket */
  | { status: 'mfa'; ticket: string; methods: SecondStepMethod[] }
  | { status: 'mfa-enrol'; ticket: string }
  | { status: 'error'; field: 'username' | 'password'; messageId: string }
  | { status: 'throttled'; retryAfter: number }
  | { status: 'challenge'; reason: 'required' | 'failed' };

/** What the browser sends besides the form: its known-device cookie, if any. */
export interface LoginBrowser {
  knownDevice?: string;
}

/**
 * Checks a username and password (the username first, as the spec says) and opens a session.
 * Usernames compare after NFKC normalisation and lower-casing (the unique index's expression).
 * Failures are counted in the database (lib/auth/login-throttle.ts), so the limits hold across
 * instances; the advisory lock on the client address makes its concurrent attempts take turns.
 * Every attempt, whatever its result, is recorded in the sign-in history (never the password).
 * The password is verified on every attempt (against a dummy hash of the same parameters when the
 * username is unknown), so the answer's time does not tell a known username from an unknown one; a
 * disabled account answers so whatever the password, so no answer confirms a password it cannot use.
 * Past the per-account limit the attempt needs a proof-of-work solution, unless the browser carries
 * the user's known-device cookie; a successful sign-in answers a new one.
 */
export async function login({ username, password, altcha }: LoginInput, client: SignInClient, browser: LoginBrowser = {}): Promise<LoginResult> {
  const db = await getDb();
  const key = attemptKey(username, client.address);
  return db.transaction(async (tx) => {
    await lockAddress(tx, key);
    await lockAccount(tx, key);
    await deleteExpired(tx, key);
    const [user] = await tx
      .select({ id: t.users.id, hash: t.users.passwordHash, status: t.users.status, version: t.users.tokenVersion })
      .from(t.users)
      .where(eq(sql`lower(normalize(${t.users.username}, NFKC))`, sql`lower(normalize(${username}, NFKC))`));
    const record = (result: SigninResult, factor?: SigninFactor) => recordSignin(tx, { username, userId: user?.id ?? null, result, factor }, client);
    const wait = await retryAfter(tx, key);
    if (wait > 0) {
      await record('throttled');
      return { status: 'throttled', retryAfter: wait };
    }
    const known = user !== undefined && (await isKnownDevice(browser.knownDevice, user));
    if (!known && (await accountThrottled(tx, key))) {
      if (altcha === undefined) {
        await record('throttled-account');
        return { status: 'challenge', reason: 'required' };
      }
      if (!(await spendSolution(tx, altcha))) {
        await record('challenge-failed');
        return { status: 'challenge', reason: 'failed' };
      }
    }
    const fail = async (result: SigninResult, field: 'username' | 'password', messageId: string): Promise<LoginResult> => {
      await recordFailure(tx, key);
      await record(result, result === 'wrong-password' ? 'password' : undefined);
      return { status: 'error', field, messageId };
    };
    const valid = await verifyPassword(password, user?.hash ?? (await dummyHash()));
    if (!user) return fail('unknown-user', 'username', 'api.login.usernameError');
    if (user.status !== '1') return fail('disabled', 'username', 'api.login.disabled');
    if (!valid) return fail('wrong-password', 'password', 'api.login.passwordError');
    // A second step keeps the failures counted: the code's wrong guesses add to them (lib/auth/mfa/second-step.ts).
    const methods = await secondStepMethods(tx, user.id);
    if (methods.length > 0 || (await mfaRequired(tx, user.id))) {
      await record('mfa-pending', 'password');
      const kind = methods.length > 0 ? 'mfa' : 'mfa-enrol';
      const ticket = await issueTicket(tx, user, kind);
      return kind === 'mfa' ? { status: 'mfa', ticket, methods } : { status: 'mfa-enrol', ticket };
    }
    await clearFailures(tx, key);
    await record('success', 'password');
    return { status: 'ok', token: await openSession(tx, user, client), knownDevice: await signKnownDevice(user) };
  });
}
