import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { byId, type SnapshotReader } from '@/lib/trail/snapshots';

// A key as it was made or revoked: whose, its name, permissions and dates (never its secret or hash).
export const keySnapshot: SnapshotReader = async (tx, ids, lock) => {
  const k = t.apiKeys;
  const query = tx
    .select({
      id: k.id,
      userId: k.userId,
      name: k.name,
      permissions: sql<string[]>`array(select kp.permission_id from api_key_permissions kp where kp.key_id = ${k.id} order by 1)`,
      createdAt: k.createdAt,
      expiresAt: k.expiresAt,
    })
    .from(k)
    .where(inArray(k.id, ids))
    .orderBy(asc(k.id));
  return byId(lock ? await query.for('update', { of: k }) : await query);
};

