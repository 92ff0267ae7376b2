import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { formatTimestamp, localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
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
};

/** Users with their group's names; list and detail add their own where, order and paging. */
export function selectUsers(db: Db) {
  return db.select(userColumns).from(t.users).leftJoin(t.groups, eq(t.groups.id, t.users.groupId));
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];
export type UserView = Awaited<ReturnType<typeof userViews>>[number];

/** Builds the answers for rows of one page: their roles and permission ids in two queries. */
export async function userViews(db: Db, rows: UserRow[], locale: Locale) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [roleRows, permissionRows] = await Promise.all([
    db
      .select({ userId: t.userRoles.userId, code: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh })
      .from(t.userRoles)
      .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
      .where(inArray(t.userRoles.userId, ids))
      .orderBy(asc(t.roles.id)),
    db
      .select({ userId: t.userPermissions.userId, id: t.userPermissions.permissionId })
      .from(t.userPermissions)
      .where(inArray(t.userPermissions.userId, ids))
      .orderBy(asc(t.userPermissions.permissionId)),
  ]);
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
    roles: roleRows
      .filter((x) => x.userId === r.id)
      .map((x) => ({ role: x.code, name: localized(locale, x.nameEn, x.nameZh) })),
    permissions: permissionRows.filter((x) => x.userId === r.id).map((x) => x.id),
  }));
}

/** One user with roles, group and permission ids; 404 when there is none in the session's scope. */
export async function userDetail(id: string, locale: Locale, session: ScopedSession): Promise<UserView> {
  const db = await getDb();
  const rows = await selectUsers(db).where(and(eq(t.users.id, id), userScope(session)));
  const [view] = await userViews(db, rows, locale);
  if (!view) throw notFound();
  return view;
}
