import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { failure } from '@/lib/api/respond';
import { apiLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';

/** Whether percent-decoding accepts the path (`%FF`, `%zz` and a cut-off `%E0%A4%A` it refuses). */
export function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A path under /api (the path inside the base path). */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/** Next's not-found page, which an undecodable page path is rewritten to. */
const notFoundPage = '/_not-found';

/**
 * A path the proxy only checks for its encoding: the API's, Next's own files, and the not-found page
 * (the proxy runs again on the rewrite; signed out, it would send that to /login).
 */
export const isPassThrough = (pathname: string): boolean =>
  isApiPath(pathname) || pathname.startsWith('/_next/') || pathname === notFoundPage;

/**
 * The answer to a path that cannot be decoded (null when it can): a 400 in the API's envelope under
 * /api, else a rewrite to the not-found page (Next renders it with a 404, whatever status the rewrite
 * asks for). Left alone, Next would fail to decode it later and answer a bare 500.
 */
export function refuseUndecodable(request: NextRequest): NextResponse | null {
  const pathname = request.nextUrl.pathname;
  if (decodes(pathname)) return null;
  if (isApiPath(pathname)) return failure(400, translate(apiLocale(request.headers.get('locale')), 'api.error.badRequest'));
  // A clone of nextUrl keeps the base path.
  const url = request.nextUrl.clone();
  url.pathname = notFoundPage;
  url.search = '';
  return NextResponse.rewrite(url);
}
