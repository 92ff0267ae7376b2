import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { enrolActor } from '@/lib/auth/mfa/enrol';
import { startPasskey } from '@/lib/auth/mfa/passkey-enrol';
import { relyingParty } from '@/lib/auth/mfa/relying-party';
import { tokenFromRequest } from '@/lib/auth/token';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry; or the enrolment ticket expired.';

// POST /api/user/mfa/passkeys/options: the options for the browser's `startRegistration({optionsJSON})`
// (a discoverable credential; the challenge lives 5 minutes and answers once).
// A session (authenticated in the last 10 minutes), or an enrolment ticket as `Authorization: Bearer <ticket>`.
export const POST = route({ permission: 'public', audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'passkeyOptions', responses: { 401: reauth } }, async ({ session, request }) => {
  const options = await startPasskey(enrolActor(session, tokenFromRequest(request.headers, undefined)), relyingParty(request));
  return NextResponse.json({ code: 200, data: options }, { headers: { 'cache-control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
