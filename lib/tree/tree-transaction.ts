import 'server-only';
import { ApiError, conflict } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { sqlState } from '@/lib/db/errors';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { duplicateId } from './tree-errors';
import type { TreeTable } from './tree-tables';

// A concurrent writer got in first: a unique or foreign-key check failed, or the database chose this
// transaction as a deadlock or serialization victim. Nothing was written; the client may retry.
const raceStates = new Set(['23505', '23503', '23001', '40001', '40P01']);

/**
 * Runs one tree edit in one transaction. A duplicate primary key becomes 409 "id in use" (for
 * `newId`); any other lost race becomes the generic 409 "data has changed".
 */
export async function treeTransaction<T>(
  tree: TreeTable,
  locale: Locale,
  newId: string | null,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(work);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const state = sqlState(error);
    if (state === '23505' && newId !== null && constraintName(error) === tree.primaryKey) throw duplicateId(locale, newId);
    if (state && raceStates.has(state)) throw conflict();
    throw error;
  }
}

function constraintName(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
