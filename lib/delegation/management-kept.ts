import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Action } from '@/lib/rbac';
import { managementPages } from './rules';

/** The grants that manage grants: each page's menu item and its three actions (rules.ts, isManagementItem). */
const managementItems: { path: string; action: Action | null }[] = managementPages.flatMap((path) => [
  { path, action: null },
  ...(['add', 'edit', 'delete'] as const).map((action) => ({ path, action })),
]);

const p = t.permissions;
const isManagementItem = or(
  ...managementItems.map((item) =>
    and(eq(p.path, item.path), item.action ? and(eq(p.type, 'action'), eq(p.action, item.action)) : and(eq(p.type, 'menu'), isNull(p.action))),
  ),
);
const itemKey = sql`(${p.path}, ${p.type}, coalesce(${p.action}, ''))`;

/**
 * Takes the lock that serialises every write that could leave nobody able to manage permissions,
 * roles and users. Taken first in such a transaction, so two concurrent writes cannot each remove
 * "the other" manager; call `assertManagementKept` once the write is done.
 */
export async function lockManagement(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('management'))`);
}

/**
 * Permission management can never be locked: after a write, some enabled user must still hold,
 * through enabled roles or their own grants, every enabled management item. Otherwise 409 (the
 * transaction rolls back, so the refused write leaves nothing behind).
 */
export async function assertManagementKept(tx: Tx): Promise<void> {
  if (!(await someManagerLeft(tx))) throw new ApiError(409, 'api.delegation.managementLocked');
}

async function someManagerLeft(tx: Tx): Promise<boolean> {
  const [items] = await tx
    .select({ n: sql<number>`count(distinct ${itemKey})::int` })
    .from(p)
    .where(and(eq(p.status, '1'), isManagementItem));
  if ((items?.n ?? 0) < managementItems.length) return false;
  // The common case, cheap at any number of users: one enabled role covers it all and has an enabled holder.
  const covering = await tx
    .select({ roleId: t.rolePermissions.roleId })
    .from(t.rolePermissions)
    .innerJoin(p, eq(p.id, t.rolePermissions.permissionId))
    .innerJoin(t.roles, and(eq(t.roles.id, t.rolePermissions.roleId), eq(t.roles.status, '1')))
    .where(and(eq(p.status, '1'), isManagementItem))
    .groupBy(t.rolePermissions.roleId)
    .having(sql`count(distinct ${itemKey}) = ${managementItems.length}`);
  if (covering.length > 0) {
    const [holder] = await tx
      .select({ id: t.users.id })
      .from(t.userRoles)
      .innerJoin(t.users, and(eq(t.users.id, t.userRoles.userId), eq(t.users.status, '1')))
      .where(inArray(t.userRoles.roleId, covering.map((c) => c.roleId)))
      .limit(1);
    if (holder) return true;
  }
  return someUserCombinesManagement(tx);
}

/** The rare case: a user who covers it only by combining several roles and their own grants. */
async function someUserCombinesManagement(tx: Tx): Promise<boolean> {
  const viaRoles = tx
    .select({ userId: t.userRoles.userId, key: sql<string>`${itemKey}::text`.as('key') })
    .from(t.userRoles)
    .innerJoin(t.roles, and(eq(t.roles.id, t.userRoles.roleId), eq(t.roles.status, '1')))
    .innerJoin(t.rolePermissions, eq(t.rolePermissions.roleId, t.roles.id))
    .innerJoin(p, eq(p.id, t.rolePermissions.permissionId))
    .where(and(eq(p.status, '1'), isManagementItem));
  const own = tx
    .select({ userId: t.userPermissions.userId, key: sql<string>`${itemKey}::text`.as('key') })
    .from(t.userPermissions)
    .innerJoin(p, eq(p.id, t.userPermissions.permissionId))
    .where(and(eq(p.status, '1'), isManagementItem));
  const held = viaRoles.union(own).as('held');
  const [user] = await tx
    .select({ userId: held.userId })
    .from(held)
    .innerJoin(t.users, and(eq(t.users.id, held.userId), eq(t.users.status, '1')))
    .groupBy(held.userId)
    .having(sql`count(*) = ${managementItems.length}`)
    .limit(1);
  return user !== undefined;
}
