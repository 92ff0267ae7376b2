import 'server-only';
import { count, inArray } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import { withConflicts } from '@/lib/db/conflicts';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import * as t from '@/lib/db/schema';
import { distinct } from '@/lib/utils';
import { superRole } from '@/lib/rbac';

/**
 * Deletes roles (and their permission links) all or nothing: 404 if any id is unknown, 409 for
 * the super role or a role users still hold (saying how many), 403 for a role holding permissions
 * the actor does not. A role nobody holds grants nothing, so deleting it cannot lock management.
 */
export async function deleteRoles(ids: readonly string[], actor: Session, locale: Locale): Promise<void> {
  const unique = distinct(ids);
  // A user given the role between the check and the delete makes user_roles refuse it: 409.
  await withConflicts(() =>
    writeTransaction(async (tx) => {
      const found = await tx.select({ id: t.roles.id, code: t.roles.code }).from(t.roles).where(inArray(t.roles.id, unique)).for('update');
      if (found.length !== unique.length) throw notFound();
      if (found.some((r) => r.code === superRole)) throw conflict('api.roles.superProtected');
      await (await Delegation.of(tx, actor, locale)).assertMayManageRoles(found);
      const held = await tx
        .select({ roleId: t.userRoles.roleId, holders: count() })
        .from(t.userRoles)
        .where(inArray(t.userRoles.roleId, unique))
        .groupBy(t.userRoles.roleId);
      const first = held[0];
      if (first) {
        const role = found.find((r) => r.id === first.roleId)?.code ?? first.roleId;
        throw conflict('api.roles.inUse', { role, count: first.holders });
      }
      await tx.delete(t.roles).where(inArray(t.roles.id, unique));
    }),
  );
}
