import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { dicts } from './table';

/** Dicts as the audit trail records them, fields named as the page's headers (its labels). */
export const dictSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(dicts).where(inArray(dicts.id, ids)).orderBy(asc(dicts.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { code: r.code, nameEn: r.nameEn, nameZh: r.nameZh, remark: r.remark, status: r.status };
  }
  return byId;
};
