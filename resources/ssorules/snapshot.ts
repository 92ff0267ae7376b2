import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { ssorules } from '@/lib/db/schema';

/** Ssorules as the audit trail records them, fields named as the page's headers (its labels). */
export const ssoruleSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(ssorules).where(inArray(ssorules.id, ids)).orderBy(asc(ssorules.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { value: r.value, provider: r.provider, claim: r.claim, role: r.role };
  }
  return byId;
};
