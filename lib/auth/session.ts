import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { effectiveGrants, type Action, type Grant, type PermissionType } from '@/lib/rbac';
import { signToken, tokenTtlSeconds, verifyToken } from './token';

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  nameZh: string | null;
  email: string;
  groupId: string;
}

/** A signed-in request's identity, read fresh from the database on every request. */
export interface Session {
  id: string;
  user: SessionUser;
  currentRole: string;
  /** the codes of the enabled roles the user holds */
  roles: { id: string; code: string; nameEn: string; nameZh: string }[];
  /** every grant the user holds, across all roles */
  grants: Grant[];
  /** the grants in force under the current role */
  effective: Grant[];
}

/** Resolves a token to its session, or null when it is invalid, expired, revoked or the user is disabled. */
export async function sessionFromToken(token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      currentRole: t.sessions.currentRole,
      id: t.users.id,
      username: t.users.username,
      name: t.users.name,
      nameZh: t.users.nameZh,
      email: t.users.email,
      groupId: t.users.groupId,
    })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(
        eq(t.sessions.id, claims.sid),
        eq(t.users.id, claims.sub),
        eq(t.users.tokenVersion, claims.ver),
        eq(t.users.status, '1'),
        gt(t.sessions.expiresAt, sql`now()`),
      ),
    );
  if (!row) return null;
  const { currentRole, ...user } = row;
  const [roles, grants] = await Promise.all([heldRoles(db, user.id), userGrants(db, user.id)]);
  // A role disabled or taken away since it was chosen no longer applies: fall back to all.
  const role = currentRole === 'all' || roles.some((r) => r.code === currentRole) ? currentRole : 'all';
  return { id: claims.sid, user, currentRole: role, roles, grants, effective: effectiveGrants(grants, role) };
}

async function heldRoles(db: Db, userId: string) {
  return db
    .select({ id: t.roles.id, code: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(and(eq(t.userRoles.userId, userId), eq(t.roles.status, '1')))
    .orderBy(asc(t.roles.id));
}

/** The user's own enabled permissions and those of their enabled roles, in tree (id) order. */
async function userGrants(db: Db, userId: string): Promise<Grant[]> {
  const fromRoles = db
    .select({ id: t.permissions.id, path: t.permissions.path, type: t.permissions.type, action: t.permissions.action, role: sql<string | null>`${t.roles.code}` })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .innerJoin(t.rolePermissions, eq(t.rolePermissions.roleId, t.roles.id))
    .innerJoin(t.permissions, eq(t.permissions.id, t.rolePermissions.permissionId))
    .where(and(eq(t.userRoles.userId, userId), eq(t.roles.status, '1'), eq(t.permissions.status, '1')));
  const own = db
    .select({ id: t.permissions.id, path: t.permissions.path, type: t.permissions.type, action: t.permissions.action, role: sql<string | null>`null` })
    .from(t.userPermissions)
    .innerJoin(t.permissions, eq(t.permissions.id, t.userPermissions.permissionId))
    .where(and(eq(t.userPermissions.userId, userId), eq(t.permissions.status, '1')));
  const rows = await own.unionAll(fromRoles).orderBy(sql`1`);
  return rows.map((r) => ({ path: r.path, type: r.type as PermissionType, action: r.action as Action | null, role: r.role }));
}

/** Opens a session for a user and signs its token. */
export async function openSession(db: Pick<Db, 'insert'>, userId: string, tokenVersion: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.insert(t.sessions).values({ id, userId, expiresAt: new Date(Date.now() + tokenTtlSeconds * 1000) });
  return signToken({ sub: userId, sid: id, ver: tokenVersion });
}

export async function closeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.delete(t.sessions).where(eq(t.sessions.id, sessionId));
}

export async function setCurrentRole(sessionId: string, role: string): Promise<void> {
  const db = await getDb();
  await db.update(t.sessions).set({ currentRole: role }).where(eq(t.sessions.id, sessionId));
}
