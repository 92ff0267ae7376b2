import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { files } from './table';

/** Files as the audit trail records them (their records, not their bytes), fields named as the page's headers. */
export const fileSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(files).where(inArray(files.id, ids)).orderBy(asc(files.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { name: r.name, mime: r.mime, bytes: r.bytes, storage: r.storage, author: r.author };
  }
  return byId;
};
