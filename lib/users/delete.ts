import { inArray } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/audit/write-transaction';
import { withConflicts } from '@/lib/db/conflicts';
import * as t from '@/lib/db/schema';
import { distinct } from '@/lib/roles/references';
import { assertSuperKept } from './guards';

/**
 * Deletes users (their roles, own permissions and sessions go with them) all or nothing:
 * 404 if any id is unknown, 409 for one's own account or the last holders of super.
 */
export async function deleteUsers(ids: readonly string[], actorId: string): Promise<void> {
  const unique = distinct(ids);
  if (unique.includes(actorId)) throw conflict('api.users.deleteSelf');
  await withConflicts(() =>
    writeTransaction(async (tx) => {
      const found = await tx.select({ id: t.users.id }).from(t.users).where(inArray(t.users.id, unique)).for('update');
      if (found.length !== unique.length) throw notFound();
      await assertSuperKept(tx, unique);
      await tx.delete(t.users).where(inArray(t.users.id, unique));
    }),
  );
}
