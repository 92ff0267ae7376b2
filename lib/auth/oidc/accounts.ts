import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import { ApiError } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { OidcProvider } from './providers';

export interface SignedInUser {
  id: string;
  username: string;
  version: number;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.normalize('NFKC').trim().slice(0, max) : '');

/** A username from the claims (`preferred_username`, the email's local part, else `sub`), made free with a suffix. */
async function freeUsername(tx: Tx, claims: IDToken): Promise<string> {
  const wanted = text(claims.preferred_username, 60) || text(claims.email, 120).split('@')[0] || claims.sub;
  const base = wanted.replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 60) || 'sso';
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [taken] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(eq(sql`lower(normalize(${t.users.username}, NFKC))`, sql`lower(normalize(${candidate}, NFKC))`));
    if (!taken) return candidate;
  }
  throw new ApiError(409, 'api.oidc.noUsername');
}

/** The provider's `group`, else the first group under the virtual root (which no user may belong to). */
async function homeGroup(tx: Tx, provider: OidcProvider): Promise<string> {
  const top = tx.select({ id: t.groups.id }).from(t.groups).where(isNull(t.groups.parentId));
  const [group] = provider.group
    ? await tx.select({ id: t.groups.id }).from(t.groups).where(and(eq(t.groups.id, provider.group), isNotNull(t.groups.parentId)))
    : await tx.select({ id: t.groups.id }).from(t.groups).where(inArray(t.groups.parentId, top)).orderBy(asc(t.groups.order), asc(t.groups.id)).limit(1);
  if (!group) throw new ApiError(500, 'api.oidc.noGroup');
  return group.id;
}

/**
 * The user the subject (issuer + `sub`, never the email) signs in, creating one just in time when the
 * provider allows it. The created user has no usable password (a hash no password matches) and no
 * roles but those the role rules give. 403 when the subject is unknown and the provider does not
 * create users, or when the user is disabled.
 */
export async function subjectUser(tx: Tx, provider: OidcProvider, claims: IDToken): Promise<SignedInUser> {
  const columns = { id: t.users.id, username: t.users.username, version: t.users.tokenVersion, status: t.users.status };
  const [linked] = await tx
    .select(columns)
    .from(t.oidcIdentities)
    .innerJoin(t.users, eq(t.users.id, t.oidcIdentities.userId))
    .where(and(eq(t.oidcIdentities.issuer, claims.iss), eq(t.oidcIdentities.subject, claims.sub)));
  if (linked) {
    if (linked.status !== '1') throw new ApiError(403, 'api.login.disabled');
    await tx
      .update(t.oidcIdentities)
      .set({ lastSignedInAt: sql`now()` })
      .where(and(eq(t.oidcIdentities.issuer, claims.iss), eq(t.oidcIdentities.subject, claims.sub)));
    return { id: linked.id, username: linked.username, version: linked.version };
  }
  if (!provider.jit) throw new ApiError(403, 'api.oidc.noAccount');
  const username = await freeUsername(tx, claims);
  const [created] = await tx
    .insert(t.users)
    .values({
      id: sql`nextval('user_id_seq')::text`,
      username,
      name: text(claims.name, 60) || username,
      email: text(claims.email, 120),
      phone: '',
      groupId: await homeGroup(tx, provider),
      passwordHash: `oidc!${randomBytes(16).toString('base64url')}`,
    })
    .returning({ id: t.users.id, version: t.users.tokenVersion });
  if (!created) throw new ApiError(500, 'api.oidc.noAccount');
  await tx.insert(t.oidcIdentities).values({ issuer: claims.iss, subject: claims.sub, userId: created.id, lastSignedInAt: sql`now()` });
  return { id: created.id, username, version: created.version };
}
