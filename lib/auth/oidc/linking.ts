import 'server-only';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api/errors';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { SignedClaims } from './flow';
import { oidcProviders } from './providers';

/** A password hash no password matches: the user was created just in time and signs in only through a provider. */
const noPassword = (hash: string) => hash.startsWith('oidc!');

/**
 * The callback of a `link` flow: links the verified subject (issuer + `sub`) to the user of the session
 * that started it. The browser must still carry that session (403 `api.oidc.linkSession` otherwise: a
 * link started in one session cannot be finished in another), and a subject already linked to another
 * user is refused (409 `api.oidc.linkedElsewhere`); linking it again to the same user changes nothing.
 * Inside the write's transaction, so the audit entry records it.
 */
export async function linkIdentity({ claims, link }: SignedClaims, current: Session | null): Promise<void> {
  if (!link || !current || current.key || current.id !== link.sessionId) throw new ApiError(403, 'api.oidc.linkSession');
  await writeTransaction(async (tx) => {
    const subject = and(eq(t.oidcIdentities.issuer, claims.iss), eq(t.oidcIdentities.subject, claims.sub));
    const [known] = await tx.select({ userId: t.oidcIdentities.userId }).from(t.oidcIdentities).where(subject).for('update');
    if (known && known.userId !== current.user.id) throw new ApiError(409, 'api.oidc.linkedElsewhere');
    if (!known) await tx.insert(t.oidcIdentities).values({ issuer: claims.iss, subject: claims.sub, userId: current.user.id });
  });
}

/** The identity to unlink: its issuer and subject, as the own list answers them. */
export interface IdentityKey {
  issuer: string;
  subject: string;
}

/**
 * `DELETE /api/user/sso`: unlinks one of the user's own identities. A sensitive write: the session's last
 * proof of identity must be recent (401 `reauth`). 404 when the user has no such identity; 409 when it is
 * the last way in of a user without a password (created just in time).
 */
export async function unlinkIdentity(key: IdentityKey, session: Session): Promise<void> {
  await writeTransaction(async (tx) => {
    await assertRecentAuth(tx, session);
    const mine = and(eq(t.oidcIdentities.userId, session.user.id), eq(t.oidcIdentities.issuer, key.issuer), eq(t.oidcIdentities.subject, key.subject));
    const [found] = await tx.select({ issuer: t.oidcIdentities.issuer }).from(t.oidcIdentities).where(mine).for('update');
    if (!found) throw notFound();
    const [user] = await tx.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, session.user.id));
    const [others] = await tx
      .select({ n: count() })
      .from(t.oidcIdentities)
      .where(and(eq(t.oidcIdentities.userId, session.user.id), ne(t.oidcIdentities.subject, key.subject)));
    if (user && noPassword(user.hash) && (others?.n ?? 0) === 0) throw new ApiError(409, 'api.oidc.lastSignIn');
    await tx.delete(t.oidcIdentities).where(mine);
  });
}

/**
 * `GET /api/user/sso`: the user's linked identities (with the provider of their issuer, when one is
 * configured) and the providers they may link, never a secret.
 */
export async function ownIdentities(session: Session) {
  const db = await getDb();
  const rows = await db
    .select({ issuer: t.oidcIdentities.issuer, subject: t.oidcIdentities.subject, createdAt: t.oidcIdentities.createdAt, lastSignedInAt: t.oidcIdentities.lastSignedInAt })
    .from(t.oidcIdentities)
    .where(eq(t.oidcIdentities.userId, session.user.id))
    .orderBy(asc(t.oidcIdentities.createdAt), asc(t.oidcIdentities.issuer), asc(t.oidcIdentities.subject));
  const providers = await oidcProviders().catch(() => []);
  const byIssuer = (issuer: string) => providers.find((p) => p.issuer.replace(/\/$/, '') === issuer.replace(/\/$/, ''));
  return {
    linked: rows.map((row) => ({
      issuer: row.issuer,
      subject: row.subject,
      provider: byIssuer(row.issuer)?.name ?? null,
      createdAt: row.createdAt.toISOString(),
      lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
    })),
    providers: providers.map(({ id, name }) => ({ id, name })),
  };
}
