'use client';

import { useRouter } from 'next/navigation';
import { useTimeZone } from 'next-intl';
import { useEffect } from 'react';
import { writeCookie } from '@/lib/client/storage';
import { browserTimeZone, isTimeZone, timeZoneCookie } from '@/lib/time/zone';

/**
 * Tells the server the browser's time zone (a cookie, read by lib/i18n/request.ts) and re-renders once
 * when the page was rendered in another one (the first visit, a trip), so every date shows local time.
 */
export function TimeZoneSync() {
  const rendered = useTimeZone();
  const router = useRouter();
  useEffect(() => {
    const own = browserTimeZone();
    if (!isTimeZone(own) || own === rendered) return;
    // Already told (a zone the server does not know renders in UTC): no refresh loop.
    if (document.cookie.split('; ').includes(`${timeZoneCookie}=${encodeURIComponent(own)}`)) return;
    writeCookie(timeZoneCookie, own);
    router.refresh();
  }, [rendered, router]);
  return null;
}
