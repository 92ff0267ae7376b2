import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { jsonValue } from '@/lib/db/json';
import * as t from '@/lib/db/schema';
import type { GrantRow, Session, SessionUser } from './session-types';

/**
 * A user's identity as a session carries it (user, group names, enabled roles, grants), read as columns of
 * a query over `users` left-joined to `groups`: the reads of a viewed user (lib/auth/view-as.ts) and of a
 * key's owner (lib/auth/api-keys/read.ts). `grantsAmong`, when given, is a subquery of permission ids that
 * bounds the grants (a key's permissions). The session read (drizzle/0012_session_read.sql) answers the
 * same columns from its SQL function.
 */
export function identityColumns(grantsAmong?: SQL) {
  return {
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
    // The enabled grants (own and by enabled roles), in tree order.
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
        ) x${grantsAmong ? sql`
        where x.id in (${grantsAmong})` : sql``})`,
  };
}

/** The identity columns as read: the user's own, the group's names (null without a group row), roles and grants as JSON. */
export interface IdentityRow extends SessionUser {
  groupNameEn: string | null;
  groupNameZh: string | null;
  roles: unknown;
  grants: unknown;
}

export type Identity = Pick<Session, 'user' | 'group' | 'roles' | 'grants'>;

/** The identity columns turned into the session's user, group, roles and grants. */
export function identityOf({ id, username, name, nameZh, email, groupId, groupNameEn, groupNameZh, roles, grants }: IdentityRow): Identity {
  return {
    user: { id, username, name, nameZh, email, groupId },
    group: groupNameEn === null || groupNameZh === null ? null : { nameEn: groupNameEn, nameZh: groupNameZh },
    roles: jsonValue<Session['roles']>(roles),
    grants: jsonValue<GrantRow[]>(grants).map(([path, type, action, role]) => ({ path, type, action, role })),
  };
}
