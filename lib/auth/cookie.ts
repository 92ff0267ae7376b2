import 'server-only';
import type { NextResponse } from 'next/server';
import { cookiePath } from '@/lib/base-path';
import { config } from '@/lib/config';
import { sessionLifetimeSeconds } from './session-policy';
import { tokenCookie } from './token';

export function setTokenCookie(response: NextResponse, token: string): NextResponse {
  response.cookies.set(tokenCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: cookiePath,
    maxAge: sessionLifetimeSeconds(),
  });
  return response;
}

export function clearTokenCookie(response: NextResponse): NextResponse {
  response.cookies.set(tokenCookie, '', { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: cookiePath, maxAge: 0 });
  return response;
}
