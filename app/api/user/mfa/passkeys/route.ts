import { NextResponse } from 'next/server';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { enrolActor } from '@/lib/auth/mfa/enrol';
import { addPasskey, registerSchema } from '@/lib/auth/mfa/passkey-enrol';
import { relyingParty } from '@/lib/auth/mfa/relying-party';
import { tokenFromRequest } from '@/lib/auth/token';
import { requestClient } from '@/lib/server/socket-address';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry; or the enrolment ticket expired.';

// POST /api/user/mfa/passkeys {name, response}: registers the passkey `startRegistration` answered with
// (the options of POST /api/user/mfa/passkeys/options); answers its id. A response to a spent, expired
// or someone else's challenge, or one that does not verify, is a 400 with `fields.response`.
// With an enrolment ticket the sign-in ends here: the answer also carries `{status: "ok", token}`.
export const POST = route(
  { permission: 'public', body: registerSchema, audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'passkeyAdd', responses: { 401: reauth } },
  async ({ session, request, body, locale }) => {
    const actor = enrolActor(session, tokenFromRequest(request.headers, undefined));
    const added = await addPasskey(actor, body, relyingParty(request), locale, requestClient(request.headers));
    if (!added.session) return ok({ id: added.id });
    const { token, knownDevice } = added.session;
    const response = NextResponse.json({ code: 200, data: { id: added.id, status: 'ok', token } }, { headers: { 'cache-control': 'no-store' } });
    return setKnownDeviceCookie(setTokenCookie(response, token), knownDevice);
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
