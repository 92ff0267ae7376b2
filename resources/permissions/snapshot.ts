import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, type SnapshotReader } from '@/lib/trail/snapshots';

/** Permissions (menu items and actions) as the audit trail records them. */
export const permissionSnapshot: SnapshotReader = async (tx, ids) =>
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
