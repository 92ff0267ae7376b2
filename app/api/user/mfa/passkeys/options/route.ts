import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';
import { startPasskey } from '@/lib/auth/mfa/passkey-enrol';
import { relyingParty } from '@/lib/auth/mfa/relying-party';

const reauth = 'The session last proved its identity over 10 minutes ago (`data.reason` is `reauth`): POST /api/user/reauth, then retry.';

// POST /api/user/mfa/passkeys/options: the options for the browser's `startRegistration({optionsJSON})`
// (a discoverable credential; the challenge lives 5 minutes and answers once).
export const POST = route({ permission: 'signed-in', audit: { entity: userResource.name, own: true }, snapshot: userSnapshot, auditAction: 'passkeyOptions', responses: { 401: reauth } }, async ({ session, request }) => {
  return NextResponse.json({ code: 200, data: await startPasskey(session, relyingParty(request)) }, { headers: { 'cache-control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
