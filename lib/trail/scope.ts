import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntity } from './entities';
import type { SnapshotReader } from './snapshots';

/** The write a request is making, set by the route wrapper around a write handler. */
export interface AuditScope {
  entity: AuditEntity;
  /** what the write is, as its route declares it (`add`, `edit`, `move`, `delete`, `password`…) */
  action: string;
  /** how the written resource's rows are read (its `snapshot.ts`, passed to route()) */
  read?: SnapshotReader;
  userId: string;
  username: string;
  /** the name of the API key the write is made with (none for a session's) */
  keyName?: string;
  method: string;
  /** `/api/system/roles/edit` (without any base path) */
  endpoint: string;
  /** the ids the request names (body `id`, a body list of ids, a path `{id}`) */
  ids: string[];
  /** entries recorded so far: exactly one once the write commits */
  recorded: number;
}

const storage = new AsyncLocalStorage<AuditScope>();

export function runInAuditScope<T>(scope: AuditScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

export function currentAuditScope(): AuditScope | undefined {
  return storage.getStore();
}

/** The ids a write request names: `{id}` in the path, `id` in the body, or a body that is a list of ids. */
export function requestIds(params: unknown, body: unknown): string[] {
  const ids = new Set<string>();
  const add = (value: unknown) => typeof value === 'string' && ids.add(value);
  if (params && typeof params === 'object' && 'id' in params) add(params.id);
  if (Array.isArray(body)) body.forEach(add);
  else if (body && typeof body === 'object' && 'id' in body) add(body.id);
  return [...ids];
}

/** A write whose ids the request does not name (sign out all my other sessions) names them before its transaction. */
export function nameAuditIds(ids: readonly string[]): void {
  const scope = storage.getStore();
  if (scope) scope.ids = [...new Set([...scope.ids, ...ids])];
}
