import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, grouped, type SnapshotReader } from '@/lib/trail/snapshots';

/** Roles as the audit trail records them, with their permissions. */
export const roleSnapshot: SnapshotReader = async (tx, ids, lock) => {
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
