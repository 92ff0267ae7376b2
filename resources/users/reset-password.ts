import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { hashPassword } from '@/lib/server/password';
import { acceptedRandomPassword } from '@/lib/auth/password-policy';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { holdsSuper, revokeTokens } from './guards';

/**
 * Gives a user a new random password that the password rule accepts (answered once) and revokes every token they hold; only a
 * user whose every grant the actor holds (so never a super holder for an admin), in the actor's
 * data scope (404 otherwise, as for an unknown id).
 */
export async function resetPassword(id: string, actor: Session, locale: Locale): Promise<{ password: string }> {
  const db = await getDb();
  // Check first: hashing is deliberately slow, so an unknown id should not pay for it.
  const inScope = and(eq(t.users.id, id), userScope(actor));
  const [exists] = await db.select({ username: t.users.username }).from(t.users).where(inScope);
  if (!exists) throw notFound();
  const password = await acceptedRandomPassword(exists.username, db);
  const passwordHash = await hashPassword(password);
  await writeTransaction(async (tx) => {
    await (await Delegation.of(tx, actor, locale)).assertMayManageUsers([id]);
    if (await holdsSuper(tx, id)) await assertRecentAuth(tx, actor);
    const updated = await tx
      .update(t.users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(inScope)
      .returning({ id: t.users.id });
    if (updated.length === 0) throw notFound();
    await revokeTokens(tx, [id]);
  });
  return { password };
}
