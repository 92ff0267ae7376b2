import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, grouped, type SnapshotReader } from '@/lib/trail/snapshots';

// Users as the audit trail records them, with their roles' codes and own permissions. Named columns
// only: a user's password hash never reaches a snapshot. The locks are the ones the
// user and role writes take first anyway (`for update` of their rows), so the order is unchanged.
export const userSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx
    .select({
      id: t.users.id,
      username: t.users.username,
      name: t.users.name,
      nameZh: t.users.nameZh,
      email: t.users.email,
      phone: t.users.phone,
      group: t.users.groupId,
      status: t.users.status,
      tokenVersion: t.users.tokenVersion,
    })
    .from(t.users)
    .where(inArray(t.users.id, ids))
    .orderBy(asc(t.users.id));
  const rows = lock ? await query.for('update') : await query;
  const roles = await tx
    .select({ owner: t.userRoles.userId, value: t.roles.code })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(inArray(t.userRoles.userId, ids))
    .orderBy(asc(t.roles.code));
  const permissions = await tx
    .select({ owner: t.userPermissions.userId, value: t.userPermissions.permissionId })
    .from(t.userPermissions)
    .where(inArray(t.userPermissions.userId, ids))
    .orderBy(asc(t.userPermissions.permissionId));
  // Linked single sign-on identities, as `issuer sub` (linking and unlinking are writes of the user).
  const identities = await tx
    .select({ owner: t.oidcIdentities.userId, value: sql<string>`${t.oidcIdentities.issuer} || ' ' || ${t.oidcIdentities.subject}` })
    .from(t.oidcIdentities)
    .where(inArray(t.oidcIdentities.userId, ids))
    .orderBy(asc(t.oidcIdentities.issuer), asc(t.oidcIdentities.subject));
  return byId(rows.map((r) => ({ ...r, roles: grouped(roles, r.id), permissions: grouped(permissions, r.id), ...ssoLinks(grouped(identities, r.id)) })));
};

/** A user with no linked identity records none (so the snapshots of every other write stay as they were). */
const ssoLinks = (links: string[]) => (links.length > 0 ? { ssoLinks: links } : {});
