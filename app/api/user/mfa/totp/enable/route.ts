import { NextResponse } from 'next/server';
import { tooManyAttempts } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { enableSchema, enableTotp, enrolActor } from '@/lib/auth/mfa/enrol';
import { tokenFromRequest } from '@/lib/auth/token';
import { translate } from '@/lib/i18n/translate';
import { requestClient } from '@/lib/server/socket-address';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`), or the enrolment ticket expired.';

// POST /api/user/mfa/totp/enable {code}: confirms the secret; answers ten recovery codes, once.
// With an enrolment ticket the sign-in ends here: the answer also carries `{status: "ok", token}`.
export const POST = route(
  { permission: 'public', body: enableSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'mfaEnable', responses: { 401: reauth, 429: 'Too many wrong codes (an enrolment ticket\'s count as failed sign-ins).' } },
  async ({ session, request, body, locale }) => {
    const result = await enableTotp(enrolActor(session, tokenFromRequest(request.headers, undefined)), body.code, requestClient(request.headers), locale);
    if (result.status === 'throttled') return tooManyAttempts(locale, result.retryAfter);
    if (result.status === 'error') {
      const message = translate(locale, result.messageId);
      return NextResponse.json({ code: 400, message, fields: { code: message } }, { status: 400 });
    }
    const headers = { 'cache-control': 'no-store' };
    if (!result.session) return NextResponse.json({ code: 200, message: translate(locale, 'api.success'), data: { recoveryCodes: result.recoveryCodes } }, { headers });
    const { token, knownDevice } = result.session;
    const response = NextResponse.json({ code: 200, data: { recoveryCodes: result.recoveryCodes, status: 'ok', token } }, { headers });
    return setKnownDeviceCookie(setTokenCookie(response, token), knownDevice);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
