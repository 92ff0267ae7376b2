import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { reauthPasskeyOptions } from '@/lib/auth/mfa/reauth';
import { relyingParty } from '@/lib/auth/mfa/relying-party';

// POST /api/user/reauth/passkey/options: the options for `startAuthentication({optionsJSON})` listing the
// session user's passkeys; the challenge is bound to this session and answered to POST /api/user/reauth {passkey}.
export const POST = route({ permission: 'signed-in' }, async ({ session, request }) => {
  return NextResponse.json({ code: 200, data: await reauthPasskeyOptions(session, relyingParty(request)) }, { headers: { 'cache-control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
