import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { authSecret } from './token';

/**
 * The proof-of-work an attempt on a throttled account must carry (altcha-lib, self-hosted: nothing
 * leaves the server). A challenge is signed with keys derived from AUTH_SECRET, so every instance
 * checks every other's; the solver must find the counter (between `counterMin` and `counterMax`) whose
 * PBKDF2 key starts with the signed prefix: a few hundred thousand SHA-256 rounds, well under a second
 * in a browser. Checking a solution costs one HMAC. Each solution is spent once (`spent_challenges`).
 */
export const challengeWork = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterMin: 200, counterMax: 800 } as const;
export const challengeTtlSeconds = 5 * 60;

/** Where a client fetches a challenge. */
export const challengePath = '/api/user/login/challenge';

/** The `data` of a sign-in refused for want of a solution (`required`) or with a bad one (`failed`). */
export const challengeAnswer = z.object({ challenge: z.enum(['required', 'failed']), url: z.string() });
export type ChallengeAnswer = z.infer<typeof challengeAnswer>;

// Two keys for two purposes, each derived from AUTH_SECRET, so neither is the session-signing key itself.
const secrets = new Map<Uint8Array, { signature: string; key: string }>();
function hmacSecrets() {
  const root = authSecret();
  let known = secrets.get(root);
  if (!known) {
    const derive = (purpose: string) => createHmac('sha256', root).update(`login-challenge:${purpose}`).digest('hex');
    known = { signature: derive('signature'), key: derive('key') };
    secrets.clear();
    secrets.set(root, known);
  }
  return known;
}

export async function newChallenge(): Promise<Challenge> {
  const { signature, key } = hmacSecrets();
  return createChallenge({
    algorithm: challengeWork.algorithm,
    cost: challengeWork.cost,
    counter: randomInt(challengeWork.counterMax, challengeWork.counterMin),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + challengeTtlSeconds,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/).max(512);
// Exactly what newChallenge signs; anything else cannot carry a valid signature anyway.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.strictObject({
      algorithm: z.literal(challengeWork.algorithm),
      cost: z.int().positive(),
      expiresAt: z.int().positive(),
      keyLength: z.int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex,
      nonce: hex,
      salt: hex,
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.int().nonnegative(), derivedKey: hex, time: z.number().optional() }),
});

/** The `altcha` field of a sign-in: base64 of `{challenge, solution}`, as altcha clients send it. */
export const solutionField = z.string().max(4096);

function decode(field: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(field, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Whether the field carries a valid, unexpired solution of one of our challenges not spent before;
 * spends it. Runs in the sign-in's transaction: if that rolls back, the solution is not spent.
 */
export async function spendSolution(tx: Tx, field: string): Promise<boolean> {
  const payload = decode(field);
  if (!payload) return false;
  const { signature, key } = hmacSecrets();
  const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: key }).catch(() => null);
  if (!result?.verified) return false;
  // Expired rows can no longer be replayed (their challenge has expired): a bounded batch goes, and
  // rows another attempt is deleting are left to it.
  await tx.execute(sql`delete from spent_challenges where signature in (
    select signature from spent_challenges where expires_at < now() limit 100 for update skip locked)`);
  const spent = await tx
    .insert(t.spentChallenges)
    .values({ signature: payload.challenge.signature, expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: t.spentChallenges.signature });
  return spent.length === 1;
}
