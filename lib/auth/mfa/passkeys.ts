import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import { challengeSeconds } from '@/lib/auth/factor-kinds';
import * as t from '@/lib/db/schema';
import type { Db, Tx } from '@/lib/db/types';
import { answeredChallenge, keepChallenge, takeChallenge } from './challenges';
import { mfaNow } from './clock';
import { isTransport, type AuthenticationResponse, type RegistrationResponse } from './passkey-shapes';
import type { RelyingParty } from './relying-party';

export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The user's passkeys, oldest first (what `GET /api/user/mfa` lists). */
export async function listPasskeys(db: Pick<Db, 'select'>, userId: string): Promise<PasskeyView[]> {
  const rows = await db
    .select({ id: t.passkeys.id, name: t.passkeys.name, createdAt: t.passkeys.createdAt, lastUsedAt: t.passkeys.lastUsedAt })
    .from(t.passkeys)
    .where(eq(t.passkeys.userId, userId))
    .orderBy(asc(t.passkeys.id));
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null }));
}

const userHandle = (userId: string) => new TextEncoder().encode(userId);
const keyOf = (row: { credentialId: string; transports: string[] }) => ({ id: row.credentialId, transports: row.transports.filter(isTransport) });

/**
 * Options for `startRegistration`: a discoverable credential (so it also signs in without a username),
 * user verification preferred, the user's passkeys excluded (an authenticator holds one per account).
 */
export async function registrationOptions(tx: Tx, user: { id: string; username: string }, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const owned = await tx.select({ credentialId: t.passkeys.credentialId, transports: t.passkeys.transports }).from(t.passkeys).where(eq(t.passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(user.id),
    attestationType: 'none',
    excludeCredentials: owned.map(keyOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: challengeSeconds * 1000,
  });
  await keepChallenge(tx, { challenge: options.challenge, purpose: 'register', userId: user.id, ticketHash: null });
  return options;
}

/** Verifies a registration answer against the user's own live challenge and stores the passkey; its id, or null. */
export async function registerPasskey(tx: Tx, userId: string, name: string, response: RegistrationResponse, rp: RelyingParty): Promise<number | null> {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  const stored = challenge === null ? null : await takeChallenge(tx, challenge, 'register');
  if (!stored || stored.userId !== userId) return null;
  const result = await verifyRegistrationResponse({ response, expectedChallenge: stored.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false }).catch(
    () => null,
  );
  const credential = result?.verified ? result.registrationInfo?.credential : undefined;
  if (!credential) return null;
  const [row] = await tx
    .insert(t.passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .onConflictDoNothing()
    .returning({ id: t.passkeys.id });
  return row?.id ?? null;
}

/**
 * Options for `startAuthentication`. Passwordless (no ticket): no credentials listed, the browser offers
 * the discoverable ones, user verification required (the passkey is then both factors). After the
 * password (an `mfa` ticket): the ticket's user's passkeys, and the challenge bound to that ticket.
 */
export async function authenticationOptions(tx: Tx, rp: RelyingParty, after?: { userId: string; ticketHash: string }): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const owned = after
    ? await tx.select({ credentialId: t.passkeys.credentialId, transports: t.passkeys.transports }).from(t.passkeys).where(eq(t.passkeys.userId, after.userId))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: owned.map(keyOf),
    userVerification: after ? 'preferred' : 'required',
    timeout: challengeSeconds * 1000,
  });
  await keepChallenge(tx, { challenge: options.challenge, purpose: 'signin', userId: after?.userId ?? null, ticketHash: after?.ticketHash ?? null });
  return options;
}

export type AssertionResult = { status: 'ok'; userId: string } | { status: 'unknown-credential' } | { status: 'refused'; userId: string };

/**
 * Checks a sign-in answer: its challenge must be live and unspent (it is spent now, whatever the
 * outcome) and, after the password, bound to that ticket and answered by one of its user's passkeys;
 * the signature must verify and the counter move forward (unless the authenticator keeps none). On
 * success the counter and last use are stored.
 */
export async function verifyAssertion(tx: Tx, response: AuthenticationResponse, rp: RelyingParty, after?: { userId: string; ticketHash: string }): Promise<AssertionResult> {
  const [key] = await tx.select().from(t.passkeys).where(eq(t.passkeys.credentialId, response.id)).for('update');
  if (!key || (after && key.userId !== after.userId)) return after ? { status: 'refused', userId: after.userId } : { status: 'unknown-credential' };
  const refused: AssertionResult = { status: 'refused', userId: key.userId };
  const challenge = answeredChallenge(response.response.clientDataJSON);
  const stored = challenge === null ? null : await takeChallenge(tx, challenge, 'signin');
  if (!stored || stored.ticketHash !== (after?.ticketHash ?? null)) return refused;
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: stored.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: key.credentialId, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: key.counter, transports: key.transports.filter(isTransport) },
    requireUserVerification: !after,
  }).catch(() => null);
  if (!result?.verified) return refused;
  await tx
    .update(t.passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date(mfaNow()) })
    .where(eq(t.passkeys.id, key.id));
  return { status: 'ok', userId: key.userId };
}

/** Removes one of the user's own passkeys; false when they have none with that id. */
export async function removePasskey(tx: Tx, userId: string, id: number): Promise<boolean> {
  const removed = await tx.delete(t.passkeys).where(and(eq(t.passkeys.id, id), eq(t.passkeys.userId, userId))).returning({ id: t.passkeys.id });
  return removed.length > 0;
}
