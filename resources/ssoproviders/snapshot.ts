import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Snapshot } from '@/lib/trail/entities';
import type { SnapshotReader } from '@/lib/trail/snapshots';
import { ssoProviders as ssoproviders } from '@/lib/db/schema';

/** Providers as the audit trail records them, fields named as the page's headers; the secret never (a new one shows as a new update time). */
export const ssoproviderSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx.select().from(ssoproviders).where(inArray(ssoproviders.id, ids)).orderBy(asc(ssoproviders.id));
  const rows = lock ? await query.for('update') : await query;
  const byId: Snapshot = {};
  for (const r of rows) {
    byId[r.id] = { name: r.name, code: r.code, issuer: r.issuer, clientId: r.clientId, roleClaim: r.roleClaim, jit: r.jit, mfaAmr: r.mfaAmr, mfaAcr: r.mfaAcr, status: r.status, updateTime: r.updatedAt.toISOString() };
  }
  return byId;
};
