import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { currentRoleInForce, scopeInForce } from '@/lib/access';
import { getDb } from '@/lib/db/client';
import { jsonValue } from '@/lib/db/json';
import * as t from '@/lib/db/schema';
import { allRoles, effectiveGrants, type Grant } from '@/lib/rbac';
import type { GrantRow, Session } from './session-types';

/**
 * "View as" (issue 29): the session a viewer has while previewing the console as another user under a
 * role. It is the target's (user, enabled roles, grants in force, data scope), bounded by the viewer's
 * own: only the items the viewer holds under their current role stay, and every users' condition adds
 * the viewer's scope (lib/scope/users.ts), so the view never shows more than the viewer may see. Every
 * write is refused by the request guard (lib/api/route.ts). One query, made only while viewing.
 */
export async function viewedSession(viewer: Session, targetId: string, role: string): Promise<Session> {
  const db = await getDb();
  const [row] = await db
    .select({
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
        ) x)`,
    })
    .from(t.users)
    .leftJoin(t.groups, eq(t.groups.id, t.users.groupId))
    .where(and(eq(t.users.id, targetId), eq(t.users.status, '1')));
  const viewAs = { viewer: { user: viewer.user, dataScope: viewer.dataScope }, role };
  // A disabled target would see nothing: the view holds nothing and reaches no one but stays read-only (Exit ends it).
  if (!row) return { ...viewer, roles: [], grants: [], effective: [], currentRole: allRoles, dataScope: 'self', viewAs };
  const { groupNameEn, groupNameZh, roles: roleJson, grants: grantJson, ...user } = row;
  const roles = jsonValue<Session['roles']>(roleJson);
  const held = roles.map((r) => ({ ...r, enabled: true }));
  const currentRole = currentRoleInForce(role, held);
  const grants = jsonValue<GrantRow[]>(grantJson)
    .map(([path, type, action, grantRole]) => ({ path, type, action, role: grantRole }))
    .filter(heldBy(viewer.effective));
  return {
    id: viewer.id,
    user,
    group: groupNameEn === null || groupNameZh === null ? null : { nameEn: groupNameEn, nameZh: groupNameZh },
    currentRole,
    roles,
    grants,
    effective: effectiveGrants(grants, currentRole),
    dataScope: scopeInForce(held, currentRole),
    viewAs,
  };
}

/** Whether the viewer holds the grant's item (page or action) under their current role. */
function heldBy(viewerGrants: readonly Grant[]) {
  const held = new Set(viewerGrants.map(itemKey));
  return (grant: Grant) => held.has(itemKey(grant));
}

const itemKey = (g: Grant) => `${g.type} ${g.path} ${g.action ?? ''}`;
