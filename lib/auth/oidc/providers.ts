import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { open } from '@/lib/auth/mfa/secret-box';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { log } from '@/lib/server/log';

/**
 * The identity providers: the environment's (read when asked, so tests and start-up set it first): one
 * from `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_NAME` (its id `default`), and more as
 * a JSON list in `OIDC_PROVIDERS`; then the enabled ones `super` added in the console (the table
 * `sso_providers`, read per request, so every instance sees a change at once). A provider's id names it
 * in `?provider=` and in role rules; an environment provider wins over a console one of the same id.
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
  /** the only claim role rules read at this provider; any rule's claim when unset */
  roleClaim: z.string().optional(),
});
export type OidcProvider = z.infer<typeof providerSchema>;

/** The environment's providers (a malformed list throws). */
export function environmentProviders(): OidcProvider[] {
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

const commaList = (value: string) => value.split(',').map((v) => v.trim()).filter(Boolean);

/** The console's enabled providers whose secret opens (one sealed under another key is skipped and logged). */
async function consoleProviders(): Promise<OidcProvider[]> {
  const db = await getDb();
  const rows = await db.select().from(t.ssoProviders).where(eq(t.ssoProviders.status, '1')).orderBy(asc(t.ssoProviders.createdAt), asc(t.ssoProviders.id));
  return rows.flatMap((row) => {
    const clientSecret = open(row.clientSecretSealed, 'oidc-client-secret');
    if (clientSecret === null) {
      log.error({ provider: row.code }, 'OIDC provider secret does not open (AUTH_SECRET or MFA_SECRET_KEY changed?)');
      return [];
    }
    const provider: OidcProvider = { id: row.code, name: row.name, issuer: row.issuer, clientId: row.clientId, clientSecret, jit: row.jit, mfaAmr: commaList(row.mfaAmr), mfaAcr: commaList(row.mfaAcr) };
    return [row.roleClaim ? { ...provider, roleClaim: row.roleClaim } : provider];
  });
}

/** Every provider that may sign in: the environment's, then the console's enabled ones whose id the environment does not use. */
export async function oidcProviders(): Promise<OidcProvider[]> {
  const fromEnvironment = environmentProviders();
  const taken = new Set(fromEnvironment.map((p) => p.id));
  return [...fromEnvironment, ...(await consoleProviders()).filter((p) => !taken.has(p.id))];
}

/** The provider `?provider=` names; the only one when there is one and none is named. */
export async function findProvider(id: string | undefined): Promise<OidcProvider | undefined> {
  const providers = await oidcProviders();
  if (id === undefined) return providers.length === 1 ? providers[0] : undefined;
  return providers.find((p) => p.id === id);
}

/** What the sign-in page shows: each provider's id and name, never its secret. */
export async function providerButtons(): Promise<{ id: string; name: string }[]> {
  return (await oidcProviders()).map(({ id, name }) => ({ id, name }));
}
