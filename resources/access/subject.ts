import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { AccessGrant, AccessSubject, HeldRole } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import { allRoles } from '@/lib/rbac';
import { userScope } from '@/lib/scope/users';

/** A held role with its names. */
export interface InspectedRole extends HeldRole {
  id: string;
  nameEn: string;
  nameZh: string;
}

/** A grant with its item's id, tree place and names. */
export interface InspectedGrant extends AccessGrant {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
}

/** The inspected user, every role and grant they hold (enabled or not), and the current role asked for. */
export interface Inspected {
  user: { id: string; username: string; name: string; nameZh: string | null; groupId: string; enabled: boolean };
  roles: InspectedRole[];
  grants: InspectedGrant[];
  subject: AccessSubject;
}

/**
 * Reads the user the session inspects: 404 when outside the session's data scope (like an unknown id),
 * 403 when they hold what the session does not (lib/delegation), 400 on `role` when it is neither `all`
 * nor a role they hold. Three queries, whatever the number of users.
 */
export async function readInspected(tx: Tx, session: Session, userId: string, role: string, locale: Locale): Promise<Inspected> {
  const [user] = await tx
    .select({ id: t.users.id, username: t.users.username, name: t.users.name, nameZh: t.users.nameZh, groupId: t.users.groupId, status: t.users.status })
    .from(t.users)
    .where(and(eq(t.users.id, userId), userScope(session)));
  if (!user) throw notFound();
  await (await Delegation.of(tx, session, locale)).assertMayManageUsers([userId]);
  const [roleRows, grantRows] = await Promise.all([
    tx
      .select({ id: t.roles.id, code: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh, status: t.roles.status, dataScope: t.roles.dataScope })
      .from(t.userRoles)
      .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
      .where(eq(t.userRoles.userId, userId))
      .orderBy(t.roles.id),
    readGrants(tx, userId),
  ]);
  if (role !== allRoles && !roleRows.some((r) => r.code === role)) throw fieldError(400, locale, 'role', 'api.access.roleNotHeld', { role });
  const roles = roleRows.map(({ status, ...r }) => ({ ...r, enabled: status === '1' }));
  const grants = grantRows.map(({ status, roleStatus, ...g }) => ({ ...g, itemEnabled: status === '1', roleEnabled: roleStatus !== '0' }));
  const { status, ...rest } = user;
  return { user: { ...rest, enabled: status === '1' }, roles, grants, subject: { roles, grants, currentRole: role } };
}

/** Own grants (no role) and those of every held role, enabled or not, in tree (id) order. */
function readGrants(tx: Tx, userId: string) {
  const item = {
    id: t.permissions.id,
    parentId: t.permissions.parentId,
    path: t.permissions.path,
    type: t.permissions.type,
    action: t.permissions.action,
    nameEn: t.permissions.nameEn,
    nameZh: t.permissions.nameZh,
    status: t.permissions.status,
  };
  const own = tx
    .select({ ...item, role: sql<string | null>`null::text`.as('role'), roleStatus: sql<string | null>`null::text`.as('role_status') })
    .from(t.userPermissions)
    .innerJoin(t.permissions, eq(t.permissions.id, t.userPermissions.permissionId))
    .where(eq(t.userPermissions.userId, userId));
  const fromRoles = tx
    .select({ ...item, role: sql<string | null>`${t.roles.code}`.as('role'), roleStatus: sql<string | null>`${t.roles.status}`.as('role_status') })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .innerJoin(t.rolePermissions, eq(t.rolePermissions.roleId, t.roles.id))
    .innerJoin(t.permissions, eq(t.permissions.id, t.rolePermissions.permissionId))
    .where(eq(t.userRoles.userId, userId));
  return own.unionAll(fromRoles).orderBy(sql`1`);
}
