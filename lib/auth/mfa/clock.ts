import 'server-only';

/**
 * The clock the second factor reads: TOTP steps and ticket expiry. Tests fix it (`setMfaClock`) to
 * check drift, replay and expiry exactly; the server leaves it on the system clock.
 */
let fixed: number | null = null;

export function mfaNow(): number {
  return fixed ?? Date.now();
}

/** Fixes the clock at `ms` (milliseconds since the epoch), or back to the system clock with null. */
export function setMfaClock(ms: number | null): void {
  fixed = ms;
}
