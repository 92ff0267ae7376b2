import { NextResponse } from 'next/server';
import { tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { login, loginSchema } from '@/lib/auth/login';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/login
const throttled =
  'Too many failed sign-ins: 5 per username and client address in 15 minutes, or 10 per address in a minute. `Retry-After` gives the seconds to wait.';

export const POST = route({ permission: 'public', body: loginSchema, responses: { 429: throttled } }, async ({ body, locale, request }) => {
  const result = await login(body, requestClient(request.headers));
  if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
  if (result.status === 'error') {
    const msg = translate(locale, result.messageId);
    return NextResponse.json({ code: 200, data: { status: 'error', field: result.field, msg } });
  }
  return setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
