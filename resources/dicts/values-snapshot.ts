import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { dictValues } from './table';

/** Dictionary values as the audit trail records them (entity `dicts`; fields named as the page's headers). */
export const dictValueSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(dictValues).where(inArray(dictValues.id, ids)).orderBy(asc(dictValues.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { dictId: r.dictId, code: r.code, labelEn: r.labelEn, labelZh: r.labelZh, color: r.color, order: r.sortOrder, status: r.status };
  }
  return byId;
};
