import 'server-only';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/types';
import type { SettingValues } from '@/lib/settings/definitions';
import { readSettings } from '@/lib/settings/read';

/**
 * How long a session lives (OWASP ASVS 7.3.1, 7.3.2): it ends after the idle timeout without a request
 * (default 30 minutes) and the absolute timeout after sign-in however active (default 12 hours): the
 * settings `sessionIdleMinutes` and `sessionMaxHours` (lib/settings), which SESSION_IDLE_MINUTES and
 * SESSION_MAX_HOURS override. The server decides both against its own clock (`Date.now()`, which the API
 * tests fix) from the session row and the settings read per request, so every instance agrees; a malformed
 * variable stops the server at start.
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

/** Start-up: throws when SESSION_IDLE_MINUTES or SESSION_MAX_HOURS is set but malformed. */
export function checkSessionEnv(): void {
  if (Number.isNaN(config.sessionIdleMinutes)) throw new Error('SESSION_IDLE_MINUTES must be a whole number of minutes (at least 1).');
  if (Number.isNaN(config.sessionMaxHours)) throw new Error('SESSION_MAX_HOURS must be a whole number of hours (at least 1).');
}

/** The timeouts in force now (the settings, read per request: no instance keeps an old value). */
export async function sessionPolicy(db?: Pick<Db, 'select'>): Promise<SessionPolicy> {
  return policyOf(await readSettings(db));
}

/** The timeouts of the settings in force. */
export function policyOf({ sessionIdleMinutes, sessionMaxHours }: SettingValues): SessionPolicy {
  return { idleMinutes: sessionIdleMinutes, maxHours: sessionMaxHours };
}

/** Seconds from sign-in to the absolute timeout: the token's and its cookie's lifetime too. */
export function sessionLifetimeSeconds(policy: SessionPolicy): number {
  return policy.maxHours * 3600;
}

/** The earliest last-activity mark of a session still alive at `now` (older: idle). */
export function idleCutoff(now: number, policy: SessionPolicy): Date {
  return new Date(now - policy.idleMinutes * 60_000 - activityMarkMs);
}

/** Whether a session begun at `createdAt` and last marked active at `lastActiveAt` is over at `now`, and why. */
export function sessionEnd(times: { createdAt: Date; lastActiveAt: Date }, now: number, policy: SessionPolicy): SessionEnd | null {
  if (now >= times.createdAt.getTime() + sessionLifetimeSeconds(policy) * 1000) return 'expired';
  if (times.lastActiveAt.getTime() < idleCutoff(now, policy).getTime()) return 'idle';
  return null;
}

/** Whether the activity mark is old enough to move. */
export function markIsStale(lastActiveAt: Date, now: number): boolean {
  return now - lastActiveAt.getTime() >= activityMarkMs;
}
