import { config } from '@/lib/config';

/**
 * How long a session lives (OWASP ASVS 7.3.1, 7.3.2): it ends after SESSION_IDLE_MINUTES without a request
 * (default 30) and SESSION_MAX_HOURS after sign-in however active (default 12). The server decides both
 * against its own clock (`Date.now()`, which the API tests fix) from the session row, so every instance
 * agrees; a malformed value stops the server at start.
 */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** Why a session is over: no request for the idle time, or the absolute lifetime reached. */
export type SessionEnd = 'idle' | 'expired';

/**
 * The last-activity mark moves at most once per this many milliseconds per session (a write per request
 * would be a write per read). So the mark is at most this much older than the last request, and an idle
 * session ends between N and N + 1 minutes after its last request, never before N.
 */
export const activityMarkMs = 60_000;

export function sessionPolicy(): SessionPolicy {
  const idleMinutes = config.sessionIdleMinutes;
  const maxHours = config.sessionMaxHours;
  if (Number.isNaN(idleMinutes)) throw new Error('SESSION_IDLE_MINUTES must be a whole number of minutes (at least 1).');
  if (Number.isNaN(maxHours)) throw new Error('SESSION_MAX_HOURS must be a whole number of hours (at least 1).');
  return { idleMinutes, maxHours };
}

/** Seconds from sign-in to the absolute timeout: the token's and its cookie's lifetime too. */
export function sessionLifetimeSeconds(policy = sessionPolicy()): number {
  return policy.maxHours * 3600;
}

/** The earliest last-activity mark of a session still alive at `now` (older: idle). */
export function idleCutoff(now: number, policy = sessionPolicy()): Date {
  return new Date(now - policy.idleMinutes * 60_000 - activityMarkMs);
}

/** Whether a session begun at `createdAt` and last marked active at `lastActiveAt` is over at `now`, and why. */
export function sessionEnd(times: { createdAt: Date; lastActiveAt: Date }, now: number, policy = sessionPolicy()): SessionEnd | null {
  if (now >= times.createdAt.getTime() + sessionLifetimeSeconds(policy) * 1000) return 'expired';
  if (times.lastActiveAt.getTime() < idleCutoff(now, policy).getTime()) return 'idle';
  return null;
}

/** Whether the activity mark is old enough to move. */
export function markIsStale(lastActiveAt: Date, now: number): boolean {
  return now - lastActiveAt.getTime() >= activityMarkMs;
}
