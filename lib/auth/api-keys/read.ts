import 'server-only';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { jsonValue } from '@/lib/db/json';
import * as t from '@/lib/db/schema';
import { allRoles, effectiveGrants, type Action, type PermissionType } from '@/lib/rbac';
import { activityMarkMs } from '@/lib/auth/session-policy';
import { scopeInForce } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import { hashSecret } from './secret';

type GrantRow = [string, PermissionType, Action | null, string | null];

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
      id: t.users.id,
      username: t.users.username,
      name: t.users.name,
      nameZh: t.users.nameZh,
      email: t.users.email,
      groupId: t.users.groupId,
      groupNameEn: t.groups.nameEn,
      groupNameZh: t.groups.nameZh,
      roles: sql<unknown>`(
        select coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'nameEn', r.name_en, 'nameZh', r.name_zh, 'dataScope', r.data_scope) order by r.id), '[]')
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = ${t.users.id} and r.status = '1')`,
      // The owner's enabled grants (own and by enabled roles) that the key carries, in tree order.
      grants: sql<unknown>`(
        select coalesce(json_agg(json_build_array(x.path, x.type, x.action, x.role) order by x.id), '[]')
        from (
          select p.id, p.path, p.type, p.action, null::text as role
          from user_permissions up join permissions p on p.id = up.permission_id
          where up.user_id = ${t.users.id} and p.status = '1'
          union all
          select p.id, p.path, p.type, p.action, r.code
          from user_roles ur join roles r on r.id = ur.role_id
          join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
          where ur.user_id = ${t.users.id} and r.status = '1' and p.status = '1'
        ) x
        where x.id in (select kp.permission_id from api_key_permissions kp where kp.key_id = ${k.id}))`,
      permissions: sql<unknown>`(select coalesce(json_agg(kp.permission_id), '[]') from api_key_permissions kp where kp.key_id = ${k.id})`,
    })
    .from(k)
    .innerJoin(t.users, eq(t.users.id, k.userId))
    .leftJoin(t.groups, eq(t.groups.id, t.users.groupId))
    .where(and(eq(k.secretHash, hashSecret(secret)), eq(t.users.status, '1'), eq(k.tokenVersion, t.users.tokenVersion), gt(k.expiresAt, new Date(now))));
  if (!row) return null;
  const { keyId, keyName, lastUsedAt, groupNameEn, groupNameZh, roles: roleJson, grants: grantJson, permissions, ...user } = row;
  if (!lastUsedAt || now - lastUsedAt.getTime() >= activityMarkMs) await markUsed(keyId, address, now);
  const roles = jsonValue<Session['roles']>(roleJson);
  const grants = jsonValue<GrantRow[]>(grantJson).map(([path, type, action, role]) => ({ path, type, action, role }));
  const group = groupNameEn === null || groupNameZh === null ? null : { nameEn: groupNameEn, nameZh: groupNameZh };
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
