import 'server-only';
import type { IDToken } from 'openid-client';
import { signKnownDevice } from '@/lib/auth/known-device';
import { mfaRequired, secondStepMethods } from '@/lib/auth/mfa/factors';
import { issueTicket } from '@/lib/auth/mfa/tickets';
import { openSession } from '@/lib/auth/session';
import { recordSignin } from '@/lib/auth/signin-record';
import type { SecondStepMethod } from '@/lib/auth/factor-kinds';
import { getDb } from '@/lib/db/client';
import type { SignInClient } from '@/lib/server/socket-address';
import { subjectUser } from './accounts';
import type { SignedClaims } from './flow';
import type { OidcProvider } from './providers';
import { applyRoleRules } from './roles';

export type OidcResult =
  | { status: 'ok'; token: string; knownDevice: string; returnTo: string | undefined }
  | { status: 'mfa'; ticket: string; methods: SecondStepMethod[] }
  | { status: 'mfa-enrol'; ticket: string };

const listed = (claim: unknown): string[] => (Array.isArray(claim) ? claim.filter((v) => typeof v === 'string') : typeof claim === 'string' ? [claim] : []);

/** Whether the provider says it checked a second factor, in the `amr` or `acr` values it is trusted for. */
export function providerAssertsMfa(provider: OidcProvider, claims: IDToken): boolean {
  return listed(claims.amr).some((v) => provider.mfaAmr.includes(v)) || listed(claims.acr).some((v) => provider.mfaAcr.includes(v));
}

/**
 * `GET /api/auth/oidc/callback`: a verified ID token (lib/auth/oidc/flow.ts) signs its subject's user
 * in, after the role rules have set the roles they give. A role requiring a second factor still asks
 * for this console's (a ticket, as `POST /api/user/login` answers) unless the provider asserts one.
 */
export async function oidcSignIn({ provider, claims, returnTo }: SignedClaims, client: SignInClient): Promise<OidcResult> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<OidcResult> => {
    const user = await subjectUser(tx, provider, claims);
    await applyRoleRules(tx, provider, user.id, claims);
    const record = (result: 'success' | 'mfa-pending') => recordSignin(tx, { username: user.username, userId: user.id, result }, client);
    if (!providerAssertsMfa(provider, claims)) {
      const methods = await secondStepMethods(tx, user.id);
      if (methods.length > 0 || (await mfaRequired(tx, user.id))) {
        await record('mfa-pending');
        if (methods.length > 0) return { status: 'mfa', ticket: await issueTicket(tx, user, 'mfa'), methods };
        return { status: 'mfa-enrol', ticket: await issueTicket(tx, user, 'mfa-enrol') };
      }
    }
    await record('success');
    return { status: 'ok', token: await openSession(tx, user, client), knownDevice: await signKnownDevice(user), returnTo };
  });
}
