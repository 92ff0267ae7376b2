import { NextResponse } from 'next/server';
import { z } from 'zod';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { safeNextPath } from '@/lib/auth/login-return';
import { startFlow } from '@/lib/auth/oidc/flow';
import { browserOrigin, redirectUri } from '@/lib/auth/oidc/redirect';

const query = z.strictObject({
  provider: z.string().max(40).optional().describe('The provider’s id (`default` for the one from OIDC_ISSUER); needed only when there are several.'),
  next: z.string().max(2048).optional().describe('A page of the console to return to after signing in.'),
});

// GET /api/auth/oidc/start: redirects (302) to the identity provider's sign-in (code flow with PKCE,
// state and nonce kept on the server for ten minutes: lib/auth/oidc/flow.ts).
export const GET = route({ permission: 'anonymous', query, responses: { 404: 'No such provider is configured.', 502: 'The provider’s discovery document could not be read.' } }, async ({ query, request }) => {
  const url = await startFlow(query.provider, redirectUri(browserOrigin(request)), safeNextPath(query.next));
  return NextResponse.redirect(url, { status: 302, headers: { 'cache-control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
