import 'server-only';
import { conflict, type ApiError } from '@/lib/api/errors';
import { isForeignKeyViolation, isUniqueViolation, sqlState } from './errors';

/**
 * Runs a write whose checks ran inside its transaction; races those checks cannot see answer 409,
 * not 500: a concurrent duplicate (unique index: `onUnique`), a referenced row deleted meanwhile
 * (foreign key), a deadlock or serialization failure.
 */
export async function withConflicts<T>(write: () => Promise<T>, onUnique: () => ApiError = () => conflict()): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onUnique();
    if (isForeignKeyViolation(error) || ['40001', '40P01'].includes(sqlState(error) ?? '')) throw conflict();
    throw error;
  }
}
