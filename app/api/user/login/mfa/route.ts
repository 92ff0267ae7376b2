import { NextResponse } from 'next/server';
import { failure, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { relyingParty } from '@/lib/auth/mfa/relying-party';
import { completeSignIn, secondStepSchema } from '@/lib/auth/mfa/second-step';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/login/mfa {ticket, code} | {ticket, recoveryCode} | {ticket, passkey}: the second step of a sign-in that
// answered `{status: "mfa", ticket, methods}`. A passkey answers the options of
// `POST /api/user/login/passkey/options {ticket}` (the challenge is bound to the ticket). Answers as sign-in does: `{status: "ok", token}`, or
// `{status: "error", field, msg}` for a wrong or replayed code.
export const POST = route(
  {
    permission: 'public',
    body: secondStepSchema,
    responses: { 401: 'The ticket is unknown, spent or expired (5 minutes): sign in again.', 429: 'Too many failed sign-ins (a wrong code counts as one).' },
  },
  async ({ body, locale, request }) => {
    const result = await completeSignIn(body, requestClient(request.headers), relyingParty(request));
    if (result.status === 'expired') return failure(401, translate(locale, 'api.mfa.ticketExpired'));
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') return NextResponse.json({ code: 200, data: { status: 'error', field: result.field, msg: translate(locale, result.messageId) } });
    const response = setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
    return setKnownDeviceCookie(response, result.knownDevice);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
