import 'server-only';
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { OidcProvider } from './providers';

/** How long a discovery document is reused in this process: five minutes. */
const discoveryMs = 5 * 60 * 1000;
const configurations = new Map<string, { found: Promise<oidc.Configuration>; until: number }>();

/** Plain http is allowed only for a loopback issuer (a local provider in development and tests). */
export function loopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The provider's configuration from its discovery document, read at a sign-in's start and kept in this
 * process for five minutes only, under the provider's whole configuration (a changed issuer, client or
 * secret is a new entry at once; a failed discovery is forgotten, so the next sign-in tries again). ID
 * tokens' signatures are checked against the provider's keys (`enableNonRepudiationChecks`), besides
 * issuer, audience, expiry and nonce.
 */
export function providerConfiguration(provider: OidcProvider): Promise<oidc.Configuration> {
  const key = createHash('sha256').update(JSON.stringify([provider.id, provider.issuer, provider.clientId, provider.clientSecret])).digest('base64url');
  const now = Date.now();
  const known = configurations.get(key);
  if (known && known.until > now) return known.found;
  for (const [stale, entry] of configurations) if (entry.until <= now) configurations.delete(stale);
  const issuer = new URL(provider.issuer);
  const execute = loopback(issuer) ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks];
  const found = oidc.discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), { execute });
  configurations.set(key, { found, until: now + discoveryMs });
  found.catch(() => configurations.delete(key));
  return found;
}
