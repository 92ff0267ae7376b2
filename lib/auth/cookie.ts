import 'server-only';
import { decodeJwt } from 'jose';
import type { NextResponse } from 'next/server';
import { cookiePath } from '@/lib/base-path';
import { config } from '@/lib/config';
import { tokenCookie } from './token';

/** The token's cookie lives as long as the token (its `exp`: the session's absolute timeout when signed). */
export function setTokenCookie(response: NextResponse, token: string): NextResponse {
  response.cookies.set(tokenCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: cookiePath,
    maxAge: Math.max(0, (decodeJwt(token).exp ?? 0) - Math.floor(Date.now() / 1000)),
  });
  return response;
}

export function clearTokenCookie(response: NextResponse): NextResponse {
  response.cookies.set(tokenCookie, '', { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: cookiePath, maxAge: 0 });
  return response;
}
