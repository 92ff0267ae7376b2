import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { formatTimestamp, localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import { jsonValue } from '@/lib/db/json';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { userScope, type ScopedSession } from '@/lib/scope/users';

/** The columns a user answer is built from (never the password hash or token version). */
const userColumns = {
  id: t.users.id,
  name: t.users.name,
  nameZh: t.users.nameZh,
  username: t.users.username,
  email: t.users.email,
  phone: t.users.phone,
  group: t.users.groupId,
  groupEn: t.groups.nameEn,
  groupZh: t.groups.nameZh,
  status: t.users.status,
  createdAt: t.users.createdAt,
  updatedAt: t.users.updatedAt,
  // The user's roles ([code, English name, Chinese name], by role id) and own permission ids, read
  // with the row: a page of users is one query.
  roles: sql<unknown>`(
    select coalesce(json_agg(json_build_array(r.code, r.name_en, r.name_zh) order by r.id), '[]')
    from "user_roles" ur join "roles" r on r.id = ur.role_id
    where ur.user_id = ${t.users.id}
  )`,
  permissions: sql<unknown>`(
    select coalesce(json_agg(up.permission_id order by up.permission_id), '[]')
    from "user_permissions" up
    where up.user_id = ${t.users.id}
  )`,
};

/** Users with their group's names; list and detail add their own where, order and paging. */
export function selectUsers(db: Db) {
  return db.select(userColumns).from(t.users).leftJoin(t.groups, eq(t.groups.id, t.users.groupId));
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];
export type UserView = ReturnType<typeof userViews>[number];

/** The answers for rows read with `selectUsers`, in the request's language. */
export function userViews(rows: UserRow[], locale: Locale) {
  return rows.map((r) => ({
    id: r.id,
    name: localized(locale, r.name, r.nameZh),
    username: r.username,
    email: r.email,
    phone: r.phone,
    group: r.group,
    groupName: r.groupEn === null ? '' : localized(locale, r.groupEn, r.groupZh),
    status: r.status,
    create: formatTimestamp(r.createdAt),
    update: formatTimestamp(r.updatedAt),
    roles: jsonValue<[string, string, string][]>(r.roles).map(([role, nameEn, nameZh]) => ({ role, name: localized(locale, nameEn, nameZh) })),
    permissions: jsonValue<string[]>(r.permissions),
  }));
}

/** One user with roles, group and permission ids; 404 when there is none in the session's scope. */
export async function userDetail(id: string, locale: Locale, session: ScopedSession): Promise<UserView> {
  const db = await getDb();
  const rows = await selectUsers(db).where(and(eq(t.users.id, id), userScope(session)));
  const [view] = userViews(rows, locale);
  if (!view) throw notFound();
  return view;
}
