import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, type SnapshotReader } from '@/lib/trail/snapshots';

// A session as it was signed out: whose, from where, since when (never its token).
export const sessionSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx
    .select({
      id: t.sessions.id,
      userId: t.sessions.userId,
      currentRole: t.sessions.currentRole,
      address: t.sessions.address,
      userAgent: t.sessions.userAgent,
      createdAt: t.sessions.createdAt,
    })
    .from(t.sessions)
    .where(inArray(t.sessions.id, ids))
    .orderBy(asc(t.sessions.id));
  return byId(lock ? await query.for('update') : await query);
};
