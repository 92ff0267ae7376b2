import 'server-only';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FactorKind, SecondStepMethod } from '@/lib/auth/factor-kinds';
import * as t from '@/lib/db/schema';
import type { Db, Tx } from '@/lib/db/types';
import { mfaNow } from './clock';
import type { AuthenticationResponse } from './passkey-shapes';
import { listPasskeys, verifyAssertion, type PasskeyView } from './passkeys';
import type { RelyingParty } from './relying-party';
import { spendRecoveryCode } from './recovery';
import { open, seal } from './secret-box';
import { matchStep, newTotpSecret, totpUri } from './totp';

export interface MfaStatus {
  /** the factors enrolled (confirmed) */
  factors: { kind: FactorKind; enabledAt: string }[];
  /** the user's passkeys (one `passkey` factor however many) */
  passkeys: PasskeyView[];
  /** unused recovery codes */
  recoveryCodesLeft: number;
  /** whether a role the user holds requires a second factor */
  required: boolean;
}

/** What `GET /api/user/mfa` answers. */
export async function mfaStatus(db: Pick<Db, 'select'>, userId: string): Promise<MfaStatus> {
  const [totp] = await db
    .select({ confirmedAt: t.totpFactors.confirmedAt })
    .from(t.totpFactors)
    .where(and(eq(t.totpFactors.userId, userId), isNotNull(t.totpFactors.confirmedAt)));
  const [left] = await db
    .select({ n: count() })
    .from(t.recoveryCodes)
    .where(and(eq(t.recoveryCodes.userId, userId), isNull(t.recoveryCodes.usedAt)));
  const passkeys = await listPasskeys(db, userId);
  const factors: MfaStatus['factors'] = totp?.confirmedAt ? [{ kind: 'totp', enabledAt: totp.confirmedAt.toISOString() }] : [];
  if (passkeys[0]) factors.push({ kind: 'passkey', enabledAt: passkeys[0].createdAt });
  const recoveryCodesLeft = totp?.confirmedAt ? (left?.n ?? 0) : 0;
  return { factors, passkeys, recoveryCodesLeft, required: await mfaRequired(db, userId) };
}

/** Whether an enabled role the user holds requires a second factor. */
export async function mfaRequired(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.roles.id })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(and(eq(t.userRoles.userId, userId), eq(t.roles.status, '1'), eq(t.roles.mfaRequired, true)))
    .limit(1);
  return row !== undefined;
}

/** The second-step methods the user can answer with: each enrolled factor, and then recovery codes (TOTP's). */
export async function secondStepMethods(db: Pick<Db, 'select'>, userId: string): Promise<SecondStepMethod[]> {
  const { factors } = await mfaStatus(db, userId);
  const kinds: SecondStepMethod[] = factors.map((f) => f.kind);
  return factors.some((f) => f.kind === 'totp') ? [...kinds, 'recovery'] : kinds;
}

/** Starts (or restarts) TOTP enrolment: a new unconfirmed secret. False when one is already enabled. */
export async function setupTotp(tx: Tx, user: { id: string; username: string }): Promise<{ secret: string; uri: string } | null> {
  const secret = newTotpSecret();
  const sealed = seal(secret);
  const [kept] = await tx
    .insert(t.totpFactors)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: t.totpFactors.userId, set: { secret: sealed, lastStep: null, createdAt: sql`now()` }, where: isNull(t.totpFactors.confirmedAt) })
    .returning({ userId: t.totpFactors.userId });
  return kept ? { secret, uri: totpUri(secret, user.username) } : null;
}

/** Confirms the pending secret with its first code; true when the code matched (its step is spent). */
export async function confirmTotp(tx: Tx, userId: string, code: string): Promise<boolean> {
  const [pending] = await tx
    .select({ secret: t.totpFactors.secret })
    .from(t.totpFactors)
    .where(and(eq(t.totpFactors.userId, userId), isNull(t.totpFactors.confirmedAt)))
    .for('update');
  const secret = pending && open(pending.secret);
  const step = secret ? matchStep(secret, code, mfaNow()) : null;
  if (step === null) return false;
  await tx.update(t.totpFactors).set({ confirmedAt: new Date(mfaNow()), lastStep: step }).where(eq(t.totpFactors.userId, userId));
  return true;
}

/**
 * Checks a code of the user's enabled TOTP factor and spends its step: the row moves only to a newer
 * step, so a code is accepted once, on every instance sharing the database.
 */
export async function verifyTotp(tx: Tx, userId: string, code: string): Promise<boolean> {
  const [factor] = await tx
    .select({ secret: t.totpFactors.secret })
    .from(t.totpFactors)
    .where(and(eq(t.totpFactors.userId, userId), isNotNull(t.totpFactors.confirmedAt)));
  const secret = factor && open(factor.secret);
  const step = secret ? matchStep(secret, code, mfaNow()) : null;
  if (step === null) return false;
  const spent = await tx
    .update(t.totpFactors)
    .set({ lastStep: step })
    .where(and(eq(t.totpFactors.userId, userId), or(isNull(t.totpFactors.lastStep), lt(t.totpFactors.lastStep, step))))
    .returning({ userId: t.totpFactors.userId });
  return spent.length > 0;
}

/** A second step's proof: a factor's code, a recovery code, or a passkey's answer to a challenge asked with the ticket. */
export type SecondStepProof =
  | { code: string; recoveryCode?: undefined; passkey?: undefined }
  | { code?: undefined; recoveryCode: string; passkey?: undefined }
  | { code?: undefined; recoveryCode?: undefined; passkey: { response: AuthenticationResponse; rp: RelyingParty; ticketHash: string } };

/** Which method the proof passed with, or null. */
export async function verifySecondStep(tx: Tx, userId: string, proof: SecondStepProof): Promise<SecondStepMethod | null> {
  if (proof.code !== undefined) return (await verifyTotp(tx, userId, proof.code)) ? 'totp' : null;
  if (proof.passkey !== undefined) {
    const { response, rp, ticketHash } = proof.passkey;
    return (await verifyAssertion(tx, response, rp, { userId, ticketHash })).status === 'ok' ? 'passkey' : null;
  }
  return (await spendRecoveryCode(tx, userId, proof.recoveryCode)) ? 'recovery' : null;
}

/** Removes the user's TOTP factor and its recovery codes; answers whether there was one. */
export async function removeTotp(tx: Tx, userId: string): Promise<boolean> {
  const removed = await tx.delete(t.totpFactors).where(eq(t.totpFactors.userId, userId)).returning({ userId: t.totpFactors.userId });
  await tx.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
  return removed.length > 0;
}

/** Removes every second factor of the user (TOTP, recovery codes, passkeys); answers whether there was one. */
export async function removeFactors(tx: Tx, userId: string): Promise<boolean> {
  const totp = await removeTotp(tx, userId);
  const keys = await tx.delete(t.passkeys).where(eq(t.passkeys.userId, userId)).returning({ id: t.passkeys.id });
  return totp || keys.length > 0;
}
