import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { challengeSeconds } from '@/lib/auth/factor-kinds';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { mfaNow } from './clock';

export type ChallengePurpose = 'register' | 'signin';

export interface StoredChallenge {
  challenge: string;
  purpose: ChallengePurpose;
  userId: string | null;
  ticketHash: string | null;
}

/** Keeps an options call's challenge for `challengeSeconds`, dropping expired ones on the way. */
export async function keepChallenge(tx: Tx, entry: StoredChallenge): Promise<void> {
  const now = mfaNow();
  await tx.delete(t.webauthnChallenges).where(lt(t.webauthnChallenges.expiresAt, new Date(now)));
  await tx.insert(t.webauthnChallenges).values({ ...entry, expiresAt: new Date(now + challengeSeconds * 1000) });
}

/** Spends a live challenge of this purpose: the one call that deletes it gets it, every later one null. */
export async function takeChallenge(tx: Tx, challenge: string, purpose: ChallengePurpose): Promise<StoredChallenge | null> {
  const [row] = await tx
    .delete(t.webauthnChallenges)
    .where(and(eq(t.webauthnChallenges.challenge, challenge), eq(t.webauthnChallenges.purpose, purpose), gt(t.webauthnChallenges.expiresAt, new Date(mfaNow()))))
    .returning({ challenge: t.webauthnChallenges.challenge, purpose: t.webauthnChallenges.purpose, userId: t.webauthnChallenges.userId, ticketHash: t.webauthnChallenges.ticketHash });
  return row ?? null;
}

/** The challenge a response's clientDataJSON (base64url JSON) answers, or null when it is unreadable. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'challenge' in parsed && typeof parsed.challenge === 'string') return parsed.challenge;
  } catch {
    // not JSON: answered as an unknown challenge
  }
  return null;
}
