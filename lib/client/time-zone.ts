import { browserTimeZone, isTimeZone, timeZoneCookie } from '@/lib/time/zone';
import { writeCookie } from './storage';

/**
 * Names the browser's time zone to the server (the cookie lib/i18n/request.ts reads). Answers whether it
 * had to: false when the cookie already says so, or the browser names none this runtime knows.
 */
export function rememberTimeZone(): boolean {
  const own = browserTimeZone();
  if (!isTimeZone(own)) return false;
  if (document.cookie.split('; ').includes(`${timeZoneCookie}=${encodeURIComponent(own)}`)) return false;
  writeCookie(timeZoneCookie, own);
  return true;
}
