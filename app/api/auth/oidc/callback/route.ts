import { NextResponse } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { browserOrigin, redirectUri } from '@/lib/auth/oidc/redirect';
import { oidcSignIn } from '@/lib/auth/oidc/signin';
import { withBasePath } from '@/lib/base-path';
import { requestClient } from '@/lib/server/socket-address';

// GET /api/auth/oidc/callback: the provider sends the browser back here with `code` and `state`.
// Signed in: the session cookie and a redirect (303) to the page the start named, else `/`. A second
// factor to give: a redirect to /login with the ticket in the fragment (never sent to a server).
export const GET = route(
  {
    permission: 'anonymous',
    responses: {
      400: 'The state is missing, tampered with, already used or expired.',
      401: 'The provider refused the code, or its ID token failed verification (signature, issuer, audience, expiry, nonce).',
      403: 'The subject has no account here and the provider does not create users, or the account is disabled.',
    },
  },
  async ({ request }) => {
    const origin = browserOrigin(request);
    const url = new URL(redirectUri(origin));
    url.search = request.nextUrl.search;
    const result = await oidcSignIn(url, requestClient(request.headers));
    const headers = { 'cache-control': 'no-store' };
    if (result.status === 'ok') {
      const page = new URL(withBasePath(result.returnTo ?? '/'), origin);
      return setKnownDeviceCookie(setTokenCookie(NextResponse.redirect(page, { status: 303, headers }), result.token), result.knownDevice);
    }
    const fragment = result.status === 'mfa' ? `mfa=${result.ticket}&methods=${result.methods.join(',')}` : `enrol=${result.ticket}`;
    return NextResponse.redirect(new URL(`${withBasePath('/login')}#${fragment}`, origin), { status: 303, headers });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
