import { z } from 'zod';
import { ok } from '@/lib/api/respond';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { startFlow } from '@/lib/auth/oidc/flow';
import { browserOrigin, redirectUri } from '@/lib/auth/oidc/redirect';

const body = z.strictObject({ provider: z.string().min(1).max(40).describe('The provider’s id, as `GET /api/user/sso` lists it.') });

// POST /api/user/sso/link: starts linking the signed-in user to a provider's subject. Answers `{url}`, the
// provider's sign-in, for the browser to open; the flow is bound to this session (lib/auth/oidc/flow.ts).
export const POST = route(
  { permission: 'signed-in', body, responses: { 404: 'No such provider is configured.', 502: 'The provider’s discovery document could not be read.' } },
  async ({ body, session, request }) => {
    const url = await startFlow(body.provider, redirectUri(browserOrigin(request)), undefined, { sessionId: session.id });
    return ok({ url: url.toString() });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
