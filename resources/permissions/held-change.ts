import 'server-only';
import { and, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { superRole } from '@/lib/rbac';

type PermissionRow = typeof t.permissions.$inferSelect;
type Shape = Pick<PermissionRow, 'path' | 'type' | 'action'>;

/**
 * An item's path, type and action are what it grants. Once a role (other than super, which holds
 * everything anyway) or a user holds it, changing them would silently widen every holder's access,
 * so it is refused with 409: create a new item and grant it instead. A menu's actions follow its
 * path, so they count as held too.
 */
export async function assertHeldShapeKept(tx: Tx, current: PermissionRow, next: Shape): Promise<void> {
  const pathChanged = next.path !== current.path;
  if (!pathChanged && next.type === current.type && next.action === current.action) return;
  const actions = pathChanged && current.type !== 'action' ? await actionChildren(tx, current.id) : [];
  const ids = [current.id, ...actions];
  const [roles] = await tx
    .select({ n: countDistinct(t.rolePermissions.roleId) })
    .from(t.rolePermissions)
    .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
    .where(and(inArray(t.rolePermissions.permissionId, ids), ne(t.roles.code, superRole)));
  const [users] = await tx
    .select({ n: countDistinct(t.userPermissions.userId) })
    .from(t.userPermissions)
    .where(inArray(t.userPermissions.permissionId, ids));
  const holders = (roles?.n ?? 0) + (users?.n ?? 0);
  if (holders > 0) throw new ApiError(409, 'api.delegation.heldShape', { id: current.id, count: holders });
}

async function actionChildren(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx
    .select({ id: t.permissions.id })
    .from(t.permissions)
    .where(and(eq(t.permissions.parentId, id), eq(t.permissions.type, 'action')));
  return rows.map((r) => r.id);
}
