import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { http, HttpError } from './http';

/** Whether a refused sign-in asks for a proof-of-work solution (403 with `data.challenge`). */
export function asksForChallenge(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && typeof error.data === 'object' && error.data !== null && 'challenge' in error.data;
}

/**
 * Fetches a sign-in challenge and solves it in this browser with Web Crypto (altcha-lib's own
 * solver, on the page: no worker, nothing outside this server). Answers the `altcha` field of the
 * next attempt, or null when it was not solved within `timeoutMs`.
 */
export async function solveLoginChallenge(timeoutMs = 30_000): Promise<string | null> {
  const { data: challenge } = await http<Challenge>('user/login/challenge');
  if (!challenge) return null;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
