'use client';

import { useRouter } from 'next/navigation';
import { useTimeZone } from 'next-intl';
import { useEffect } from 'react';
import { rememberTimeZone } from '@/lib/client/time-zone';
import { browserTimeZone } from '@/lib/time/zone';

/**
 * Tells the server the browser's time zone (a cookie, read by lib/i18n/request.ts; the sign-in form sets it
 * first) and re-renders once when the page was rendered in another one (a trip, a cleared cookie), so every
 * date shows local time. A zone the server cannot use renders in UTC, told once: no refresh loop.
 */
export function TimeZoneSync() {
  const rendered = useTimeZone();
  const router = useRouter();
  useEffect(() => {
    if (browserTimeZone() !== rendered && rememberTimeZone()) router.refresh();
  }, [rendered, router]);
  return null;
}
