import 'server-only';
import { z } from 'zod';

/**
 * The identity providers, from the environment (read when asked, so tests and start-up set it first):
 * one from `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_NAME` (its id `default`), and
 * more as a JSON list in `OIDC_PROVIDERS`. A provider's id names it in `?provider=` and in role rules.
 */
const list = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);

const providerSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,40}$/),
  name: z.string().min(1).max(80),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** create a user at a subject's first sign-in (just in time); else only linked subjects sign in */
  jit: z.boolean().default(false),
  /** `amr` values that count as this console's second factor (for example `mfa`, `otp`, `hwk`) */
  mfaAmr: z.array(z.string()).default([]),
  /** `acr` values that count as this console's second factor */
  mfaAcr: z.array(z.string()).default([]),
  /** the group a just-in-time user joins (its id); the first group under the root when unset */
  group: z.string().optional(),
});
export type OidcProvider = z.infer<typeof providerSchema>;

export function oidcProviders(): OidcProvider[] {
  const env = process.env;
  const found: unknown[] = [];
  if (env.OIDC_ISSUER) {
    found.push({
      id: 'default',
      name: env.OIDC_NAME || 'OpenID Connect',
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID ?? '',
      clientSecret: env.OIDC_CLIENT_SECRET ?? '',
      jit: env.OIDC_JIT === 'true' || env.OIDC_JIT === '1',
      mfaAmr: list(env.OIDC_MFA_AMR),
      mfaAcr: list(env.OIDC_MFA_ACR),
      group: env.OIDC_GROUP || undefined,
    });
  }
  if (env.OIDC_PROVIDERS) {
    const more: unknown = JSON.parse(env.OIDC_PROVIDERS);
    found.push(...(Array.isArray(more) ? more : [more]));
  }
  // A misconfiguration stops the server's start-up check and every sign-in with a clear message.
  return z.array(providerSchema).parse(found);
}

/** The provider `?provider=` names; the only one when there is one and none is named. */
export function findProvider(id: string | undefined): OidcProvider | undefined {
  const providers = oidcProviders();
  if (id === undefined) return providers.length === 1 ? providers[0] : undefined;
  return providers.find((p) => p.id === id);
}

/** What the sign-in page shows: each provider's id and name, never its secret. */
export function providerButtons(): { id: string; name: string }[] {
  return oidcProviders().map(({ id, name }) => ({ id, name }));
}
