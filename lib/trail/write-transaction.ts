import 'server-only';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Snapshot } from './entities';
import { currentAuditScope, type AuditScope } from './scope';
import { snapshot } from './snapshots';
import { auditSubjects } from './subjects';

/**
 * Runs a write in one transaction and, inside a write request (see lib/api/route.ts), records its
 * audit entry in that same transaction: the rows the request names before the write and after it
 * (plus the id of a row the write created). A write that fails rolls its entry back with it.
 */
export async function writeTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  const scope = currentAuditScope();
  if (!scope) return db.transaction(work);
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, scope.entity, scope.ids, true, scope.read);
    const result = await work(tx);
    const ids = [...new Set([...scope.ids, ...createdId(result)])];
    const after = await snapshot(tx, scope.entity, ids, false, scope.read);
    await tx.insert(t.auditLog).values(entry(scope, ids, before, after));
    scope.recorded += 1;
    return result;
  });
}

/** A write that creates a row with a server-chosen id answers `{ id }` (and nothing else is taken from it). */
function createdId(result: unknown): string[] {
  if (result && typeof result === 'object' && 'id' in result && typeof result.id === 'string') return [result.id];
  return [];
}

function entry(scope: AuditScope, ids: string[], before: Snapshot, after: Snapshot) {
  return {
    userId: scope.userId,
    username: scope.username,
    keyName: scope.keyName ?? null,
    method: scope.method,
    endpoint: scope.endpoint,
    entity: scope.entity,
    action: scope.action,
    ids,
    before,
    after,
    subjects: auditSubjects(scope.entity, ids, before, after),
  };
}
