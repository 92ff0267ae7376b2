import { NextResponse } from 'next/server';
import { failure } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { login, loginSchema } from '@/lib/auth/login';
import { translate } from '@/lib/i18n/translate';
import { requestAddress } from '@/lib/server/socket-address';

// POST /api/user/login
const throttled =
  'Too many failed sign-ins: 5 per username and client address in 15 minutes, or 10 per address in a minute. `Retry-After` gives the seconds to wait.';

export const POST = route({ permission: 'public', body: loginSchema, responses: { 429: throttled } }, async ({ body, locale, request }) => {
  const result = await login(body, requestAddress(request.headers));
  if (result.status === 'throttled') {
    const wait = result.retryAfter;
    const message = wait > 60
      ? translate(locale, 'api.error.tooManyAttempts', { minutes: Math.ceil(wait / 60) })
      : translate(locale, 'api.error.tooManyAttemptsSeconds', { seconds: wait });
    const response = failure(429, message);
    response.headers.set('retry-after', String(wait));
    return response;
  }
  if (result.status === 'error') {
    const msg = translate(locale, result.messageId);
    return NextResponse.json({ code: 200, data: { status: 'error', field: result.field, msg } });
  }
  return setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
