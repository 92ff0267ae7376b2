import 'server-only';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { jsonValue } from '@/lib/db/json';
import * as t from '@/lib/db/schema';
import { allRoles, effectiveGrants } from '@/lib/rbac';
import { activityMarkMs } from '@/lib/auth/session-policy';
import { scopeInForce } from '@/lib/access';
import { identityColumns, identityOf } from '@/lib/auth/identity';
import type { Session } from '@/lib/auth/session-types';
import { hashSecret } from './secret';

/**
 * The session a key acts as, read from the database on every request (no cache, so a revoked key, a
 * disabled owner or a lost role counts at once on every instance), or null: unknown, expired, its owner
 * disabled or their token version moved on since the key was made. Its grants are the intersection of
 * the key's permissions and what the owner holds now; its data scope is the owner's (all roles in force).
 */
export async function keySession(secret: string, address: string, now = Date.now()): Promise<Session | null> {
  const db = await getDb();
  const k = t.apiKeys;
  const [row] = await db
    .select({
      keyId: k.id,
      keyName: k.name,
      lastUsedAt: k.lastUsedAt,
      // The owner's identity; their grants only those the key carries.
      ...identityColumns(sql`select kp.permission_id from api_key_permissions kp where kp.key_id = ${k.id}`),
      permissions: sql<unknown>`(select coalesce(json_agg(kp.permission_id), '[]') from api_key_permissions kp where kp.key_id = ${k.id})`,
    })
    .from(k)
    .innerJoin(t.users, eq(t.users.id, k.userId))
    .leftJoin(t.groups, eq(t.groups.id, t.users.groupId))
    .where(and(eq(k.secretHash, hashSecret(secret)), eq(t.users.status, '1'), eq(k.tokenVersion, t.users.tokenVersion), gt(k.expiresAt, new Date(now))));
  if (!row) return null;
  const { keyId, keyName, lastUsedAt, permissions, ...identity } = row;
  if (!lastUsedAt || now - lastUsedAt.getTime() >= activityMarkMs) await markUsed(keyId, address, now);
  const { user, group, roles, grants } = identityOf(identity);
  return {
    id: `key:${keyId}`,
    user,
    group,
    currentRole: allRoles,
    roles,
    grants,
    effective: effectiveGrants(grants, allRoles),
    dataScope: scopeInForce(roles.map((r) => ({ ...r, enabled: true })), allRoles),
    key: { id: keyId, name: keyName, permissions: jsonValue<string[]>(permissions) },
  };
}

/** "Last used", at most one write a minute per key: the condition again in the update, so racing instances write once. */
async function markUsed(keyId: string, address: string, now: number): Promise<void> {
  const db = await getDb();
  const k = t.apiKeys;
  await db
    .update(k)
    .set({ lastUsedAt: new Date(now), lastUsedAddress: address })
    .where(and(eq(k.id, keyId), or(isNull(k.lastUsedAt), lt(k.lastUsedAt, new Date(now - activityMarkMs)))));
}
