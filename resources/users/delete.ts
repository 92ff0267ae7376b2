import 'server-only';
import { and, inArray } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import { withConflicts } from '@/lib/db/conflicts';
import { Delegation } from '@/lib/delegation/guards';
import { assertManagementKept, lockManagement } from '@/lib/delegation/management-kept';
import type { Locale } from '@/lib/i18n/locales';
import * as t from '@/lib/db/schema';
import { distinct } from '@/lib/utils';
import { userScope } from '@/lib/scope/users';
import { assertSuperKept } from './guards';

/**
 * Deletes users (their roles, own permissions and sessions go with them) all or nothing:
 * 404 if any id is unknown or outside the actor's data scope, 403 for a user holding more than the actor, 409 for one's own account,
 * the last holders of super or the last who can manage grants.
 */
export async function deleteUsers(ids: readonly string[], actor: Session, locale: Locale): Promise<void> {
  const unique = distinct(ids);
  if (unique.includes(actor.user.id)) throw conflict('api.users.deleteSelf');
  await withConflicts(() =>
    writeTransaction(async (tx) => {
      await lockManagement(tx);
      const found = await tx
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(inArray(t.users.id, unique), userScope(actor)))
        .for('update');
      if (found.length !== unique.length) throw notFound();
      await (await Delegation.of(tx, actor, locale)).assertMayManageUsers(unique);
      await assertSuperKept(tx, unique);
      await tx.delete(t.users).where(inArray(t.users.id, unique));
      await assertManagementKept(tx);
    }),
  );
}
