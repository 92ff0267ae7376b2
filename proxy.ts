import { NextResponse, type NextRequest } from 'next/server';
import { proxyRedirect } from '@/lib/auth/guard';
import { loginPath, pagePathHeader } from '@/lib/auth/login-return';
import { sessionFromToken } from '@/lib/auth/session';
import { cookiePath } from '@/lib/base-path';
import { expiredClaims, tokenCookie, tokenFromRequest, verifyToken } from '@/lib/auth/token';
import { log, requestId, requestIdHeader } from '@/lib/server/log';
import { isPassThrough, refuseUndecodable } from '@/lib/api/undecodable-path';

/**
 * The cheap first gate for pages: a request without a validly signed token goes to /login, without
 * touching the database. Everything else (a revoked session, the menu guard) is the page's own
 * check (`requirePage`), which reads the session once per navigation; the proxy alone is no security
 * boundary anyway. Only /login with a token looks the session up, to send a live one on to the console.
 */
export async function proxy(request: NextRequest) {
  const refused = refuseUndecodable(request);
  if (refused) return refused;
  // The API's routes and Next's files answer for themselves: the proxy sees them only with a `%`, for the check above.
  if (isPassThrough(request.nextUrl.pathname)) return NextResponse.next();
  const reqId = requestId(request.headers.get(requestIdHeader));
  const pathname = request.nextUrl.pathname;
  const token = tokenFromRequest(request.headers, request.cookies.get(tokenCookie)?.value);
  const signed = token ? (await verifyToken(token)) !== null : false;
  const session = pathname === '/login' && signed ? await sessionFromToken(token) : null;
  const target = proxyRedirect(pathname, pathname === '/login' ? session !== null : signed);
  log.info({ reqId, method: request.method, path: pathname, userId: session?.user.id, redirect: target }, 'page');
  if (!target) {
    const headers = new Headers(request.headers);
    headers.set(requestIdHeader, reqId);
    // The page's path and query, for a page that finds no live session to return to after sign-in.
    headers.set(pagePathHeader, pathname + request.nextUrl.search);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(requestIdHeader, reqId);
    // A cookie that no longer names a live session (expired, revoked) is dropped on /login.
    if (pathname === '/login' && request.cookies.has(tokenCookie)) response.cookies.set(tokenCookie, '', { path: cookiePath, maxAge: 0 });
    return response;
  }
  // A clone of nextUrl keeps the base path (its pathname is the one inside it).
  const url = request.nextUrl.clone();
  url.pathname = target;
  // Back to this page after sign-in; a token that only aged out is the absolute timeout, said on the sign-in page.
  const reason = token && !signed && (await expiredClaims(token)) ? 'expired' : null;
  url.search = target === '/login' ? new URL(loginPath(pathname + request.nextUrl.search, reason), url).search : '';
  const response = NextResponse.redirect(url);
  response.headers.set(requestIdHeader, reqId);
  // A cookie whose signature fails (another secret, tampered, expired) is dropped on the way to /login.
  if (!signed && request.cookies.has(tokenCookie)) response.cookies.set(tokenCookie, '', { path: cookiePath, maxAge: 0 });
  return response;
}

// Not /api or anything below it: every API path is answered by a route (app/api/[[...rest]] for the rest).
// Those and Next's own files only when they hold a `%`: one that cannot be decoded is refused above.
export const config = {
  matcher: ['/((?!api(?:/|$)|_next/|favicon\\.ico|.*\\.[\\w]+$).*)', '/((?:api|_next)(?:/.*)?%.*)'],
};
