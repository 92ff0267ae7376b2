import 'server-only';
import type { Tx } from '@/lib/db/types';
import type { AuditEntity, Snapshot } from './entities';

/**
 * Reads the rows `ids` name as a snapshot (locking them when asked). Each written resource brings its
 * own (`resources/<name>/snapshot.ts`, its service's `snapshot`); a route passes it to route().
 */
export type SnapshotReader = (tx: Tx, ids: string[], lock: boolean) => Promise<Snapshot>;

/** Rows with an `id` as a snapshot: the rest of each row by its id. */
export const byId = <R extends { id: string }>(rows: R[]): Snapshot => Object.fromEntries(rows.map(({ id, ...rest }) => [id, rest]));

/** The values of a one-to-many read (`{owner, value}` rows) that belong to `owner`, in the read's order. */
export const grouped = (rows: { owner: string; value: string }[], owner: string) => rows.filter((r) => r.owner === owner).map((r) => r.value);

/** The rows `ids` name, as they are now in the transaction (ids that do not exist are absent). */
export function snapshot(tx: Tx, entity: AuditEntity, ids: string[], lock: boolean, read: SnapshotReader | undefined): Promise<Snapshot> {
  if (ids.length === 0) return Promise.resolve({});
  if (!read) throw new Error(`no snapshot reader for the audit entity ${entity}`);
  return read(tx, ids, lock);
}
