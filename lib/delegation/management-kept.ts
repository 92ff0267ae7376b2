import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { itemKey, managementItems, workingManagementItems } from './management-items';

const p = t.permissions;

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
 * through enabled roles or their own grants, every management item, each through a row that works:
 * enabled, below enabled menu items only (management-items.ts), so its page can be opened. Otherwise
 * 409 (the transaction rolls back, so the refused write and its audit entry leave nothing behind).
 */
export async function assertManagementKept(tx: Tx): Promise<void> {
  if (!(await someManagerLeft(tx))) throw new ApiError(409, 'api.delegation.managementLocked');
}

async function someManagerLeft(tx: Tx): Promise<boolean> {
  const working = await workingManagementItems(tx);
  if (new Set(working.map((item) => item.key)).size < managementItems.length) return false;
  const ids = working.map((item) => item.id);
  // The common case, cheap at any number of users: one enabled role covers it all and has an enabled holder.
  const covering = await tx
    .select({ roleId: t.rolePermissions.roleId })
    .from(t.rolePermissions)
    .innerJoin(p, eq(p.id, t.rolePermissions.permissionId))
    .innerJoin(t.roles, and(eq(t.roles.id, t.rolePermissions.roleId), eq(t.roles.status, '1')))
    .where(inArray(p.id, ids))
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
  return someUserCombinesManagement(tx, ids);
}

/** The rare case: a user who covers it only by combining several roles and their own grants. */
async function someUserCombinesManagement(tx: Tx, ids: string[]): Promise<boolean> {
  const viaRoles = tx
    .select({ userId: t.userRoles.userId, key: sql<string>`${itemKey}::text`.as('key') })
    .from(t.userRoles)
    .innerJoin(t.roles, and(eq(t.roles.id, t.userRoles.roleId), eq(t.roles.status, '1')))
    .innerJoin(t.rolePermissions, eq(t.rolePermissions.roleId, t.roles.id))
    .innerJoin(p, eq(p.id, t.rolePermissions.permissionId))
    .where(inArray(p.id, ids));
  const own = tx
    .select({ userId: t.userPermissions.userId, key: sql<string>`${itemKey}::text`.as('key') })
    .from(t.userPermissions)
    .innerJoin(p, eq(p.id, t.userPermissions.permissionId))
    .where(inArray(p.id, ids));
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
