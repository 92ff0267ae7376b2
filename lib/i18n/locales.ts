export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const localeCookie = 'locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'zh';
}

/** The API's rule (from the spec): a missing Locale header means zh; an unknown one falls back to en. */
export function apiLocale(header: string | null): Locale {
  if (header === null || header.trim() === '') return 'zh';
  const primary = header.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : 'en';
}

/** The page's locale: the cookie, else the first supported Accept-Language entry, else en. */
export function pageLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
