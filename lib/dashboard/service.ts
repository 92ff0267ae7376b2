import 'server-only';
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import { exactCount, tableTotal, type ListTotal } from '@/lib/db/counts';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { groupScope, userScope, type ScopedSession } from '@/lib/scope/users';
import { signupSeries, signupWindow } from './signups';
import type { DashboardStats } from './types';

/** Roles, groups and permissions: tables a back office keeps small, counted exactly, in one query. */
async function definitionCounts(db: Db) {
  const [row] = await db
    .select({
      roles: sql<number>`(select count(*) from ${t.roles})`.mapWith(Number),
      groups: sql<number>`(select count(*) from ${t.groups})`.mapWith(Number),
      permissions: sql<number>`(select count(*) from ${t.permissions})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { roles: row?.roles ?? 0, groups: row?.groups ?? 0, permissions: row?.permissions ?? 0 };
}

/**
 * The dashboard's summary cards, rendered on every view: users are the planner's estimate when far
 * past the count threshold, else counted like a list's total; never row by row. A session with a
 * narrower data scope counts its users exactly (an estimate would be of the whole table).
 */
export async function summaryCounts(session: ScopedSession) {
  const db = await getDb();
  const scope = userScope(session);
  const users = async (): Promise<ListTotal> => (scope ? { total: await exactCount(db, t.users, scope) } : tableTotal(db, t.users, t.users.id));
  const [counted, definitions] = await Promise.all([users(), definitionCounts(db)]);
  return { users: counted.total, usersEstimated: counted.totalEstimated === true, ...definitions };
}

/**
 * Everything the dashboard's charts draw, aggregated by the database; every user count only over the
 * session's data scope (and the groups chart only its groups). The sign-ups are the days up to today,
 * `now` (the server's clock) in `timeZone` (the user's, UTC unless told).
 */
export async function dashboardStats(locale: Locale, session: ScopedSession, now = new Date(), timeZone = 'UTC'): Promise<DashboardStats> {
  const db = await getDb();
  const scope = userScope(session);
  const [definitions, usersByGroup, usersByRole, usersByStatus, signups] = await Promise.all([
    definitionCounts(db),
    groupCounts(db, locale, scope, groupScope(session)),
    roleCounts(db, locale, scope),
    statusCounts(db, scope),
    signupCounts(db, scope, now, timeZone),
  ]);
  // The status split already counted every user: its sum is the exact total, at no extra scan.
  const users = usersByStatus.reduce((sum, s) => sum + s.users, 0);
  return { totals: { users, ...definitions }, usersByGroup, usersByRole, usersByStatus, signups };
}

async function groupCounts(db: Db, locale: Locale, scope: SQL | undefined, groupsInScope: SQL | undefined) {
  const users = count(t.users.id);
  const rows = await db
    .select({ id: t.groups.id, nameEn: t.groups.nameEn, nameZh: t.groups.nameZh, users })
    .from(t.groups)
    .leftJoin(t.users, and(eq(t.users.groupId, t.groups.id), scope))
    // The root (`00`, "All") holds the tree, not people.
    .where(and(isNotNull(t.groups.parentId), groupsInScope))
    .groupBy(t.groups.id)
    .orderBy(desc(users), asc(t.groups.id));
  return rows.map((r) => ({ id: r.id, name: localized(locale, r.nameEn, r.nameZh), users: r.users }));
}

async function roleCounts(db: Db, locale: Locale, scope: SQL | undefined) {
  // Unscoped, the links alone are counted; scoped, only the links to users in the scope.
  const users = count(scope ? t.users.id : t.userRoles.userId);
  const query = db
    .select({ id: t.roles.id, role: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh, users })
    .from(t.roles)
    .leftJoin(t.userRoles, eq(t.userRoles.roleId, t.roles.id))
    .$dynamic();
  const joined = scope ? query.leftJoin(t.users, and(eq(t.users.id, t.userRoles.userId), scope)) : query;
  const rows = await joined.groupBy(t.roles.id).orderBy(asc(t.roles.id));
  return rows.map((r) => ({ id: r.id, role: r.role, name: localized(locale, r.nameEn, r.nameZh), users: r.users }));
}

async function statusCounts(db: Db, scope: SQL | undefined): Promise<DashboardStats['usersByStatus']> {
  const rows = await db.select({ status: t.users.status, users: count() }).from(t.users).where(scope).groupBy(t.users.status);
  const of = (status: '1' | '0') => rows.find((r) => r.status === status)?.users ?? 0;
  return [
    { status: '1', users: of('1') },
    { status: '0', users: of('0') },
  ];
}

/** The sign-ups of the window up to today (`now` in `timeZone`), counted per local day and status by the database. */
async function signupCounts(db: Db, scope: SQL | undefined, now: Date, timeZone: string): Promise<DashboardStats['signups']> {
  const { from, until } = signupWindow(now, timeZone);
  // created_at is UTC without a zone: read as UTC, then as the wall clock of the user's zone
  const day = sql<string>`to_char((${t.users.createdAt} at time zone 'UTC') at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, status: t.users.status, users: count() })
    .from(t.users)
    .where(and(gte(t.users.createdAt, from), lt(t.users.createdAt, until), scope))
    // by position: the day's expression carries a parameter, and a repeated one would not match it
    .groupBy(sql`1`, t.users.status);
  return signupSeries(rows, now, timeZone);
}
