import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, startsWith, timeRange } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import { auditScope, type ScopedSession } from '@/lib/scope/users';
import type { AuditQuery } from './schema';

function conditions(query: AuditQuery, session: ScopedSession): SQL[] {
  const where: SQL[] = [];
  const scope = auditScope(session);
  if (scope) where.push(scope);
  if (query.user !== '') where.push(startsWith(byteOrder(t.auditLog.usernameKey), query.user));
  if (query.entity) where.push(eq(t.auditLog.entity, query.entity));
  where.push(...timeRange(t.auditLog.at, query.from, query.to));
  return where;
}

// Every column but the filter's lower-cased copy of the username.
const a = t.auditLog;
const entryColumns = {
  id: a.id,
  at: a.at,
  userId: a.userId,
  username: a.username,
  keyName: a.keyName,
  method: a.method,
  endpoint: a.endpoint,
  entity: a.entity,
  action: a.action,
  ids: a.ids,
  before: a.before,
  after: a.after,
};

/**
 * One page of the audit entries the session may read (its data scope: `auditScope`), newest first, and
 * how many match the filters: exact up to `exactCountLimit()`, else estimated and flagged
 * (`exactTotal=true` counts them all). A scoped reader's total is always exact: the planner cannot
 * estimate the scope's condition.
 */
export async function listAudit(query: AuditQuery, session: ScopedSession) {
  const db = await getDb();
  const scoped = session.dataScope !== 'all';
  const where = and(...conditions(query, session));
  const newestFirst = [desc(t.auditLog.at), desc(t.auditLog.id)];
  // The page's ids come from an index alone ((at, id), (entity, at, id) or (username, at, id)),
  // so a deep page skips index entries, not wide rows with their snapshots.
  const page = db
    .select({ id: t.auditLog.id })
    .from(t.auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .as('page');
  const [list, counted] = await Promise.all([
    db
      .select(entryColumns)
      .from(t.auditLog)
      .innerJoin(page, eq(page.id, t.auditLog.id))
      .orderBy(...newestFirst),
    listTotal(db, t.auditLog, t.auditLog.id, where, query.exactTotal || scoped),
  ]);
  return { list, ...counted };
}

export type AuditEntry = Awaited<ReturnType<typeof listAudit>>['list'][number];
