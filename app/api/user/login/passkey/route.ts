import { NextResponse } from 'next/server';
import { tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { passkeySignIn, passkeySigninSchema } from '@/lib/auth/mfa/passkey-signin';
import { relyingParty } from '@/lib/auth/mfa/relying-party';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/login/passkey {response}: a passwordless sign-in, `response` being what
// `startAuthentication` answered to the options of POST /api/user/login/passkey/options. Answers as
// sign-in does: `{status: "ok", token}`, or `{status: "error", field: "passkey", msg}`.
export const POST = route(
  { permission: 'public', body: passkeySigninSchema, responses: { 429: 'Too many failed sign-ins (a refused passkey counts as one).' } },
  async ({ body, locale, request }) => {
    const result = await passkeySignIn(body, requestClient(request.headers), relyingParty(request));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') return NextResponse.json({ code: 200, data: { status: 'error', field: 'passkey', msg: translate(locale, result.messageId) } });
    const response = setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
    return setKnownDeviceCookie(response, result.knownDevice);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
