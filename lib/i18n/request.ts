import 'server-only';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { requestTimeZone, timeZoneCookie } from '@/lib/time/zone';
import { localeCookie, pageLocale } from './locales';
import { catalogues } from './catalogues';

export default getRequestConfig(async () => {
  const jar = await cookies();
  const locale = pageLocale(jar.get(localeCookie)?.value, (await headers()).get('accept-language'));
  // Dates are formatted in the user's time zone, which the browser names (components/providers/time-zone-sync.tsx).
  return { locale, messages: catalogues[locale], timeZone: requestTimeZone(jar.get(timeZoneCookie)?.value) };
});
