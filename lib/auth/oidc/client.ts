import 'server-only';
import * as oidc from 'openid-client';
import type { OidcProvider } from './providers';

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** Plain http is allowed only for a loopback issuer (a local provider in development and tests). */
function loopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The provider's configuration from its discovery document, once per process (a failed discovery is
 * forgotten, so the next sign-in tries again). ID tokens' signatures are checked against the
 * provider's keys (`enableNonRepudiationChecks`), besides issuer, audience, expiry and nonce.
 */
export function providerConfiguration(provider: OidcProvider): Promise<oidc.Configuration> {
  const key = `${provider.id} ${provider.issuer} ${provider.clientId}`;
  const known = configurations.get(key);
  if (known) return known;
  const issuer = new URL(provider.issuer);
  const execute = loopback(issuer) ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks];
  const found = oidc.discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), { execute });
  configurations.set(key, found);
  found.catch(() => configurations.delete(key));
  return found;
}
