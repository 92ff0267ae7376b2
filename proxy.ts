import { NextResponse, type NextRequest } from 'next/server';
import { requestSession } from '@/lib/api/route';
import { guardRedirect } from '@/lib/auth/guard';
import { tokenCookie } from '@/lib/auth/token';

// The cheap first gate for pages; every page and API handler checks again on the server.
export async function proxy(request: NextRequest) {
  const session = await requestSession(request);
  const target = guardRedirect(request.nextUrl.pathname, session);
  if (!target) return NextResponse.next();
  const response = NextResponse.redirect(new URL(target, request.url));
  // A cookie that no longer names a session (expired, revoked) is dropped on the way to /login.
  if (!session && request.cookies.has(tokenCookie)) response.cookies.delete(tokenCookie);
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[\\w]+$).*)'],
};
