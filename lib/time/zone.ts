/**
 * The user's time zone: the browser names it (an IANA name such as `Asia/Shanghai`) in a cookie the
 * server reads, so dates rendered on the server and in the browser are the same local times.
 */
export const timeZoneCookie = 'time-zone';

/** The zone dates are shown in before the browser has named one. */
export const fallbackTimeZone = 'UTC';

/** Whether `value` is a time zone this runtime knows (an unknown one would make Intl throw). */
export function isTimeZone(value: string | undefined): value is string {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a request's cookie names, the fallback when none or an unknown one. */
export const requestTimeZone = (cookie: string | undefined): string => (isTimeZone(cookie) ? cookie : fallbackTimeZone);

/** The browser's own time zone. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
