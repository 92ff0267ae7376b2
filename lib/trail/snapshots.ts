import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { isCoreEntity, type AuditEntity, type CoreEntity, type Snapshot } from './entities';

/** Reads the rows `ids` name as a snapshot (locking them when asked): a registered resource brings its own (`serveResource`). */
export type SnapshotReader = (tx: Tx, ids: string[], lock: boolean) => Promise<Snapshot>;
type Read = SnapshotReader;

const byId = <R extends { id: string }>(rows: R[]): Snapshot =>
  Object.fromEntries(rows.map(({ id, ...rest }) => [id, rest]));

const grouped = (rows: { owner: string; value: string }[], owner: string) =>
  rows.filter((r) => r.owner === owner).map((r) => r.value);

// Named columns only: a user's password hash never reaches a snapshot. The locks are the ones the
// user and role writes take first anyway (`for update` of their rows), so the order is unchanged.
const users: Read = async (tx, ids, lock) => {
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
  return byId(rows.map((r) => ({ ...r, roles: grouped(roles, r.id), permissions: grouped(permissions, r.id) })));
};

const roles: Read = async (tx, ids, lock) => {
  const query = tx
    .select({
      id: t.roles.id,
      role: t.roles.code,
      nameEn: t.roles.nameEn,
      nameZh: t.roles.nameZh,
      status: t.roles.status,
      dataScope: t.roles.dataScope,
    })
    .from(t.roles)
    .where(inArray(t.roles.id, ids))
    .orderBy(asc(t.roles.id));
  const rows = lock ? await query.for('update') : await query;
  const permissions = await tx
    .select({ owner: t.rolePermissions.roleId, value: t.rolePermissions.permissionId })
    .from(t.rolePermissions)
    .where(inArray(t.rolePermissions.roleId, ids))
    .orderBy(asc(t.rolePermissions.permissionId));
  return byId(rows.map((r) => ({ ...r, permissions: grouped(permissions, r.id) })));
};

// Tree writes lock their sibling sets (advisory locks) before any row; a row lock taken here first
// could deadlock with them, so the tree snapshots read without one.
const groups: Read = async (tx, ids) =>
  byId(
    await tx
      .select({ id: t.groups.id, parentId: t.groups.parentId, order: t.groups.order, nameEn: t.groups.nameEn, nameZh: t.groups.nameZh, status: t.groups.status })
      .from(t.groups)
      .where(inArray(t.groups.id, ids))
      .orderBy(asc(t.groups.id)),
  );

const permissions: Read = async (tx, ids) =>
  byId(
    await tx
      .select({
        id: t.permissions.id,
        parentId: t.permissions.parentId,
        order: t.permissions.order,
        path: t.permissions.path,
        type: t.permissions.type,
        action: t.permissions.action,
        nameEn: t.permissions.nameEn,
        nameZh: t.permissions.nameZh,
        icon: t.permissions.icon,
        status: t.permissions.status,
      })
      .from(t.permissions)
      .where(inArray(t.permissions.id, ids))
      .orderBy(asc(t.permissions.id)),
  );

// A session as it was signed out: whose, from where, since when (never its token).
const sessions: Read = async (tx, ids, lock) => {
  const query = tx
    .select({
      id: t.sessions.id,
      userId: t.sessions.userId,
      currentRole: t.sessions.currentRole,
      address: t.sessions.address,
      userAgent: t.sessions.userAgent,
      createdAt: t.sessions.createdAt,
    })
    .from(t.sessions)
    .where(inArray(t.sessions.id, ids))
    .orderBy(asc(t.sessions.id));
  return byId(lock ? await query.for('update') : await query);
};

const readers: Record<CoreEntity, Read> = { users, roles, groups, permissions, sessions };

/** The rows `ids` name, as they are now in the transaction (ids that do not exist are absent). */
export function snapshot(tx: Tx, entity: AuditEntity, ids: string[], lock = false, own?: SnapshotReader): Promise<Snapshot> {
  if (ids.length === 0) return Promise.resolve({});
  const read = own ?? (isCoreEntity(entity) ? readers[entity] : undefined);
  if (!read) throw new Error(`no snapshot reader for the audit entity ${entity}`);
  return read(tx, ids, lock);
}
