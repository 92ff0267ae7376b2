import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { providerConfiguration } from './client';
import { findProvider, type OidcProvider } from './providers';

/** How long a started sign-in may come back: ten minutes. */
const flowSeconds = 10 * 60;
const hash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** A flow that links the subject to the signed-in user of this session instead of signing in. */
export interface LinkIntent {
  sessionId: string;
}

/**
 * `GET /api/auth/oidc/start` (and `POST /api/user/sso/link`, with a `link` intent bound to the session):
 * keeps a new state (its hash), PKCE verifier and nonce, and answers the provider's authorisation URL
 * (code flow, S256). 404 when no such provider is configured or enabled.
 */
export async function startFlow(providerId: string | undefined, redirectUri: string, returnTo: string | undefined, link?: LinkIntent): Promise<URL> {
  const provider = await findProvider(providerId);
  if (!provider) throw new ApiError(404, 'api.oidc.unknownProvider');
  const config = await reach(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(t.oidcFlows).where(lt(t.oidcFlows.expiresAt, new Date()));
    await tx.insert(t.oidcFlows).values({
      stateHash: hash(state),
      provider: provider.id,
      codeVerifier,
      nonce,
      returnTo: returnTo ?? null,
      intent: link ? 'link' : 'signin',
      sessionId: link?.sessionId ?? null,
      expiresAt: new Date(Date.now() + flowSeconds * 1000),
    });
  });
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

async function reach(provider: OidcProvider): Promise<oidc.Configuration> {
  try {
    return await providerConfiguration(provider);
  } catch {
    throw new ApiError(502, 'api.oidc.unreachable');
  }
}

/** The verified ID token's claims and the provider they came from. */
export interface SignedClaims {
  provider: OidcProvider;
  claims: oidc.IDToken;
  /** where the browser goes after signing in, as the start kept it */
  returnTo: string | undefined;
  /** set for a `link` flow: the session that started it */
  link: LinkIntent | undefined;
}

/**
 * The callback's first half: spends the flow its `state` names (the one call that deletes it: a
 * tampered, replayed or expired state is a 400), redeems the code with the PKCE verifier, and verifies
 * the ID token (signature, issuer, audience, expiry, nonce). The provider's own refusal (`error`, as
 * `access_denied` when the user declined) and any refusal of the code or its token are 401s; nothing is
 * written but the spent flow.
 */
export async function finishFlow(callbackUrl: URL): Promise<SignedClaims> {
  const state = callbackUrl.searchParams.get('state');
  if (!state || state.length > 512) throw new ApiError(400, 'api.oidc.badState');
  const db = await getDb();
  const [flow] = await db
    .delete(t.oidcFlows)
    .where(and(eq(t.oidcFlows.stateHash, hash(state)), gt(t.oidcFlows.expiresAt, new Date())))
    .returning();
  if (!flow) throw new ApiError(400, 'api.oidc.badState');
  const error = callbackUrl.searchParams.get('error');
  if (error !== null) throw new ApiError(401, error === 'access_denied' ? 'api.oidc.denied' : 'api.oidc.providerError');
  const provider = await findProvider(flow.provider);
  if (!provider) throw new ApiError(400, 'api.oidc.badState');
  const config = await reach(provider);
  const link = flow.intent === 'link' && flow.sessionId ? { sessionId: flow.sessionId } : undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: flow.codeVerifier, expectedNonce: flow.nonce, expectedState: state, idTokenExpected: true });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return { provider, claims, returnTo: flow.returnTo ?? undefined, link };
  } catch {
    throw new ApiError(401, 'api.oidc.refused');
  }
}
