import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, type SnapshotReader } from '@/lib/trail/snapshots';

// Tree writes lock their sibling sets (advisory locks) before any row; a row lock taken here first
// could deadlock with them, so the tree snapshots read without one.
/** Groups as the audit trail records them. */
export const groupSnapshot: SnapshotReader = async (tx, ids) =>
  byId(
    await tx
      .select({ id: t.groups.id, parentId: t.groups.parentId, order: t.groups.order, nameEn: t.groups.nameEn, nameZh: t.groups.nameZh, status: t.groups.status })
      .from(t.groups)
      .where(inArray(t.groups.id, ids))
      .orderBy(asc(t.groups.id)),
  );
