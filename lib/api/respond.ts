import 'server-only';
import { NextResponse } from 'next/server';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';

/** `{code: 200, data}` */
export function ok<T>(data: T): NextResponse {
  return NextResponse.json({ code: 200, data });
}

/** `{code: 200, message}` with the localized success message, the answer of every write. */
export function success(locale: Locale): NextResponse {
  return NextResponse.json({ code: 200, message: translate(locale, 'api.success') });
}

/** `{code, message}` with the same code as the HTTP status. */
export function failure(status: number, message: string, fields?: Record<string, string>): NextResponse {
  return NextResponse.json(fields ? { code: status, message, fields } : { code: status, message }, { status });
}

/** `{code, message, data}`: an error that also tells the client what to do next (sign-in's challenge). */
export function failureWith<T>(status: number, message: string, data: T): NextResponse {
  return NextResponse.json({ code: status, message, data }, { status });
}

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

/** 429 after too many failed sign-ins (or current-password checks), with `Retry-After` in seconds. */
export function tooManyAttempts(locale: Locale, wait: number): NextResponse {
  const message = wait > 60
    ? translate(locale, 'api.error.tooManyAttempts', { minutes: Math.ceil(wait / 60) })
    : translate(locale, 'api.error.tooManyAttemptsSeconds', { seconds: wait });
  const response = failure(429, message);
  response.headers.set('retry-after', String(wait));
  return response;
}
