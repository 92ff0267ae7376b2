import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';

/** Stored settings as the audit trail records them (a setting at its default has no row: no snapshot). */
export const settingSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(t.settings).where(inArray(t.settings.key, ids)).orderBy(asc(t.settings.key));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.key] = { value: String(r.value) };
  }
  return byId;
};
