import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';

export const recoveryCodeCount = 10;
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A recovery code: 16 characters from a 31-letter alphabet without look-alikes (79 bits), shown as
 * four groups. With that much entropy a plain SHA-256 is enough to store it: no dictionary or brute
 * force reaches 2^79 guesses, so the slow password hash would only cost time at each use.
 */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** The form a code is compared in: lower case, no spaces or dashes. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');

/** Replaces the user's recovery codes with ten new ones, answered once. */
export async function newRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await tx.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
  await tx.insert(t.recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Spends an unused recovery code of the user: true once, false for any other code or a second use. */
export async function spendRecoveryCode(tx: Tx, userId: string, code: string): Promise<boolean> {
  const spent = await tx
    .update(t.recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(t.recoveryCodes.userId, userId), eq(t.recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(t.recoveryCodes.usedAt)))
    .returning({ id: t.recoveryCodes.id });
  return spent.length > 0;
}
