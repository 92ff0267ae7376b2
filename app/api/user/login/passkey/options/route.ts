import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { passkeyOptionsSchema, passkeySigninOptions } from '@/lib/auth/mfa/passkey-signin';
import { relyingParty } from '@/lib/auth/mfa/relying-party';

// POST /api/user/login/passkey/options {} | {ticket}: the options for the browser's
// `startAuthentication({optionsJSON})`. Without a ticket, for a passwordless sign-in (discoverable
// credentials, no username): answer to POST /api/user/login/passkey. With the `mfa` ticket a right
// password answered, for the second step: answer to POST /api/user/login/mfa {ticket, passkey}.
export const POST = route(
  { permission: 'public', body: passkeyOptionsSchema, responses: { 401: 'The ticket is unknown, spent or expired (5 minutes): sign in again.' } },
  async ({ body, request }) => {
    return NextResponse.json({ code: 200, data: await passkeySigninOptions(body, relyingParty(request)) }, { headers: { 'cache-control': 'no-store' } });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
