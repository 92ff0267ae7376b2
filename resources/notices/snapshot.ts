import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { notices } from './table';
import { minutes } from './view';

/** Notices as the audit trail records them, fields named as the page's headers (its labels). */
export const noticeSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(notices).where(inArray(notices.id, ids)).orderBy(asc(notices.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { titleEn: r.titleEn, titleZh: r.titleZh, bodyEn: r.bodyEn, bodyZh: r.bodyZh, level: r.level, status: r.status, start: minutes(r.startsAt), end: minutes(r.endsAt), author: r.author };
  }
  return byId;
};
