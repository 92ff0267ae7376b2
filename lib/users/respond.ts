import { NextResponse } from 'next/server';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';

/** `{code: 200, message, data}`: a write's success that also answers something once (a password). */
export function successWith<T>(locale: Locale, data: T): NextResponse {
  // Answered once: keep it out of every cache.
  return NextResponse.json(
    { code: 200, message: translate(locale, 'api.success'), data },
    { headers: { 'cache-control': 'no-store' } },
  );
}
