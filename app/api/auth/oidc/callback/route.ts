import { NextResponse, type NextRequest } from 'next/server';
import { otherMethods } from '@/lib/api/other-methods';
import { requestSession, route } from '@/lib/api/route';
import { setTokenCookie } from '@/lib/auth/cookie';
import { setKnownDeviceCookie } from '@/lib/auth/known-device';
import { callbackFailure } from '@/lib/auth/oidc/failure';
import { finishFlow, type SignedClaims } from '@/lib/auth/oidc/flow';
import { linkIdentity } from '@/lib/auth/oidc/linking';
import { browserOrigin, callbackPath, redirectUri } from '@/lib/auth/oidc/redirect';
import { oidcSignIn } from '@/lib/auth/oidc/signin';
import { withBasePath } from '@/lib/base-path';
import { requestClient } from '@/lib/server/socket-address';
import { runInAuditScope } from '@/lib/trail/scope';
import { userResource } from '@/resources/users/resource';
import { userSnapshot } from '@/resources/users/snapshot';

const headers = { 'cache-control': 'no-store' };
const redirect = (path: string, origin: string) => NextResponse.redirect(new URL(withBasePath(path), origin), { status: 303, headers });

/**
 * A failure goes back where the user started, with only its code (lib/auth/sso-errors.ts): the account
 * page for a signed-in browser (a link), else the sign-in page.
 */
async function failed(error: unknown, request: NextRequest, origin: string): Promise<NextResponse> {
  const code = callbackFailure(error);
  const signedIn = (await requestSession(request).catch(() => null)) !== null;
  return redirect(signedIn ? `/account?ssoError=${code}` : `/login?error=${code}`, origin);
}

/** A `link` flow: links the subject to the session's user, audited as a write of that user (`ssoLink`). */
async function link(signed: SignedClaims, request: NextRequest, origin: string): Promise<NextResponse> {
  const session = await requestSession(request);
  const scope = session && {
    entity: userResource.name,
    action: 'ssoLink',
    read: userSnapshot,
    userId: session.user.id,
    username: session.user.username,
    method: request.method,
    endpoint: callbackPath,
    ids: [session.user.id],
    recorded: 0,
  };
  await (scope ? runInAuditScope(scope, () => linkIdentity(signed, session)) : linkIdentity(signed, null));
  return redirect('/account?linked=1', origin);
}

// GET /api/auth/oidc/callback: the provider sends the browser back here with `code` and `state`.
// Signed in: the session cookie and a redirect (303) to the page the start named, else `/`. A second
// factor to give: a redirect to /login with the ticket in the fragment (never sent to a server). A link
// flow: a redirect to /account. Any failure: a redirect to /login?error=<code> (/account?ssoError=<code>
// for a signed-in browser), the code naming only which check failed.
export const GET = route({ permission: 'anonymous' }, async ({ request }) => {
  const origin = browserOrigin(request);
  const url = new URL(redirectUri(origin));
  url.search = request.nextUrl.search;
  try {
    const signed = await finishFlow(url);
    if (signed.link) return await link(signed, request, origin);
    const result = await oidcSignIn(signed, requestClient(request.headers));
    if (result.status === 'ok') return setKnownDeviceCookie(setTokenCookie(redirect(result.returnTo ?? '/', origin), result.token), result.knownDevice);
    const fragment = result.status === 'mfa' ? `mfa=${result.ticket}&methods=${result.methods.join(',')}` : `enrol=${result.ticket}`;
    return NextResponse.redirect(new URL(`${withBasePath('/login')}#${fragment}`, origin), { status: 303, headers });
  } catch (error) {
    return failed(error, request, origin);
  }
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
