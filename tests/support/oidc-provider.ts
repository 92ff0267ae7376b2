import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** Who the next sign-in at the test provider is: the subject, its claims, and the `amr` it asserts. */
export interface TestAccount {
  sub: string;
  claims: Record<string, unknown>;
  amr?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the account that signs in at the next interaction */
  signingIn: TestAccount;
  /** when set, the token endpoint answers this instead of the provider (a forged or altered ID token) */
  forgeToken: ((request: URLSearchParams) => Promise<string>) | null;
  /** signs an ID token with the provider's own key (or another), for forged answers */
  sign(claims: Record<string, unknown>, key?: 'own' | 'other'): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on a loopback port: one confidential client with PKCE
 * required, interactions answered at once as `signingIn`, consent given by a grant it finds.
 */
export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  const own = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(own.privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: TestProvider = {
    issuer,
    clientId: 'console',
    clientSecret: 'console-secret-console-secret-console',
    signingIn: { sub: 'alice', claims: {} },
    forgeToken: null,
    async sign(claims, key = 'own') {
      const privateKey: CryptoKey = key === 'own' ? own.privateKey : other.privateKey;
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [{ client_id: state.clientId, client_secret: state.clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub', 'amr', 'acr', 'auth_time'], profile: ['name', 'preferred_username', 'groups'], email: ['email'] },
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...(sub === state.signingIn.sub ? state.signingIn.claims : {}) }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const login = { accountId: state.signingIn.sub, amr: state.signingIn.amr };
      provider.interactionFinished(req, res, { login }, { mergeWithLastSubmission: false }).catch(() => res.writeHead(500).end());
      return;
    }
    const forge = state.forgeToken;
    if (req.method === 'POST' && req.url === '/token' && forge) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', async () => {
        const idToken = await forge(new URLSearchParams(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'forged', token_type: 'Bearer', expires_in: 60, id_token: idToken }));
      });
      return;
    }
    handle(req, res);
  });
  return state;
}

/**
 * A browser at the provider: follows its redirects with its cookies from the authorisation URL until
 * the provider sends it back to the console; answers that callback URL (path and query).
 */
export async function browseToCallback(authorizationUrl: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) {
      const back = new URL(url);
      return back.pathname + back.search;
    }
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
