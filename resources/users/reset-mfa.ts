import 'server-only';
import { and, eq } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { removeFactors } from '@/lib/auth/mfa/factors';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { holdsSuper, revokeTokens } from './guards';
import { notify } from '@/lib/notifications/notify';

/**
 * Removes a user's second factors and recovery codes (a lost phone) and ends their sessions: they set
 * one up again at their next sign-in (at once, if a role of theirs requires one). Only a user the
 * actor may manage (delegation: 403 naming what is lacking) and sees (404 otherwise); a `super` holder
 * also needs the actor's recent re-authentication.
 */
export async function resetSecondFactor(id: string, actor: Session, locale: Locale): Promise<void> {
  await writeTransaction(async (tx) => {
    const [user] = await tx.select({ id: t.users.id }).from(t.users).where(and(eq(t.users.id, id), userScope(actor))).for('update');
    if (!user) throw notFound();
    await (await Delegation.of(tx, actor, locale)).assertMayManageUsers([id]);
    if (await holdsSuper(tx, id)) await assertRecentAuth(tx, actor);
    if (await removeFactors(tx, id)) await notify(tx, id, 'mfa', { change: 'reset' });
    await revokeTokens(tx, [id]);
  });
}
