import 'server-only';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { localeCookie, pageLocale } from './locales';
import { catalogues } from './catalogues';

export default getRequestConfig(async () => {
  const locale = pageLocale((await cookies()).get(localeCookie)?.value, (await headers()).get('accept-language'));
  return { locale, messages: catalogues[locale], timeZone: 'UTC' };
});
