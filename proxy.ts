import { NextResponse, type NextRequest } from 'next/server';
import { requestSession } from '@/lib/api/route';
import { guardRedirect } from '@/lib/auth/guard';
import { readMenu } from '@/lib/auth/menu-read';
import { cookiePath } from '@/lib/base-path';
import { tokenCookie } from '@/lib/auth/token';
import { log, requestId, requestIdHeader } from '@/lib/server/log';

// The cheap first gate for pages; every page and API handler checks again on the server.
export async function proxy(request: NextRequest) {
  const reqId = requestId(request.headers.get(requestIdHeader));
  const session = await requestSession(request);
  // The one query beyond the session's: only a signed-in request needs the menu tree.
  const target = guardRedirect(request.nextUrl.pathname, session, session ? await readMenu() : []);
  log.info({ reqId, method: request.method, path: request.nextUrl.pathname, userId: session?.user.id, redirect: target }, 'page');
  if (!target) {
    const headers = new Headers(request.headers);
    headers.set(requestIdHeader, reqId);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(requestIdHeader, reqId);
    return response;
  }
  // A clone of nextUrl keeps the base path (its pathname is the one inside it).
  const url = request.nextUrl.clone();
  url.pathname = target;
  url.search = '';
  const response = NextResponse.redirect(url);
  response.headers.set(requestIdHeader, reqId);
  // A cookie that no longer names a session (expired, revoked) is dropped on the way to /login.
  if (!session && request.cookies.has(tokenCookie)) response.cookies.set(tokenCookie, '', { path: cookiePath, maxAge: 0 });
  return response;
}

// Not /api or anything below it: every API path is answered by a route (app/api/[[...rest]] for the rest).
export const config = {
  matcher: ['/((?!api(?:/|$)|_next/|favicon\\.ico|.*\\.[\\w]+$).*)'],
};
