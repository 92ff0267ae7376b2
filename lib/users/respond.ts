import { NextResponse } from 'next/server';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';

/**
 * `{code: 200, message, data}`: a write's success that also answers something once (a password).
 * `message` is the localized "Success" unless a message id (and its values) is given.
 */
export function successWith<T>(
  locale: Locale,
  data: T,
  message: { id: string; values?: Record<string, string | number> } = { id: 'api.success' },
): NextResponse {
  // Answered once: keep it out of every cache.
  return NextResponse.json(
    { code: 200, message: translate(locale, message.id, message.values), data },
    { headers: { 'cache-control': 'no-store' } },
  );
}
