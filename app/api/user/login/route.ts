import { NextResponse } from 'next/server';
import { failureWith, tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { knownDeviceCookie, setKnownDeviceCookie } from '@/lib/auth/known-device';
import { challengeAnswer, challengePath, type ChallengeAnswer } from '@/lib/auth/login-challenge';
import { login, loginSchema } from '@/lib/auth/login';
import { accountLimit } from '@/lib/auth/login-throttle';
import { withBasePath } from '@/lib/base-path';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

// POST /api/user/login
const throttled =
  'Too many failed sign-ins: 5 per username and client address (an IPv6 address counts as its /64) in 15 minutes, or 10 per address in a minute. `Retry-After` gives the seconds to wait.';
const challenge = {
  description:
    `The account has had ${accountLimit.failures} failed sign-ins in ${accountLimit.windowSeconds / 60} minutes from all addresses together: ` +
    `fetch a proof-of-work challenge from \`GET ${challengePath}\`, solve it (altcha-lib) and send the solution as \`altcha\` ` +
    '(base64 of `{challenge, solution}`) with the attempt. `data.challenge` is `required` when none came, `failed` when it was invalid, ' +
    'expired or already used. A browser the user signed in from before (its `known_device` cookie) is never asked.',
  errorData: challengeAnswer,
};

export const POST = route({ permission: 'public', body: loginSchema, responses: { 403: challenge, 429: throttled } }, async ({ body, locale, request }) => {
  const result = await login(body, requestClient(request.headers), { knownDevice: request.cookies.get(knownDeviceCookie)?.value });
  if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
  if (result.status === 'challenge') {
    const message = translate(locale, result.reason === 'required' ? 'api.login.challengeRequired' : 'api.login.challengeFailed');
    const data: ChallengeAnswer = { challenge: result.reason, url: withBasePath(challengePath) };
    return failureWith(403, message, data);
  }
  if (result.status === 'mfa') return NextResponse.json({ code: 200, data: { status: 'mfa', ticket: result.ticket, methods: result.methods } });
  if (result.status === 'mfa-enrol') return NextResponse.json({ code: 200, data: { status: 'mfa-enrol', ticket: result.ticket } });
  if (result.status === 'error') {
    const msg = translate(locale, result.messageId);
    return NextResponse.json({ code: 200, data: { status: 'error', field: result.field, msg } });
  }
  const response = setTokenCookie(NextResponse.json({ code: 200, data: { status: 'ok', token: result.token } }), result.token);
  return setKnownDeviceCookie(response, result.knownDevice);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
