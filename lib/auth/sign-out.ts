import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { nameAuditIds } from '@/lib/trail/scope';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import { distinct } from '@/lib/utils';
import { userScope } from '@/lib/scope/users';
import { notify } from '@/lib/notifications/notify';

const s = t.sessions;

/**
 * Signs sessions out (deletes their rows: the next request with their tokens answers 401 on every
 * instance), all or nothing: 404 if an id is unknown or its user is outside the actor's data scope,
 * 403 for a session of a user holding more than the actor (lib/delegation). Answers whether the
 * actor's own current session was among them.
 */
export async function signOutSessions(ids: readonly string[], actor: Session, locale: Locale): Promise<{ own: boolean }> {
  const unique = distinct(ids);
  return writeTransaction(async (tx) => {
    const found = await tx
      .select({ id: s.id, userId: s.userId })
      .from(s)
      .innerJoin(t.users, eq(t.users.id, s.userId))
      .where(and(inArray(s.id, unique), userScope(actor)))
      .for('update', { of: s });
    if (found.length !== unique.length) throw notFound();
    const users = distinct(found.map((row) => row.userId)).filter((id) => id !== actor.user.id);
    await (await Delegation.of(tx, actor, locale)).assertMayManageUsers(users);
    await tx.delete(s).where(inArray(s.id, unique));
    for (const user of users) await notify(tx, user, 'signedOut', { by: actor.user.username });
    return { own: unique.includes(actor.id) };
  });
}

/** Signs out sessions of the signed-in user's own (404 if an id is not one of them). */
export async function signOutOwnSessions(ids: readonly string[], session: Session): Promise<{ own: boolean }> {
  const unique = distinct(ids);
  return writeTransaction(async (tx) => {
    const deleted = await tx
      .delete(s)
      .where(and(inArray(s.id, unique), eq(s.userId, session.user.id)))
      .returning({ id: s.id });
    if (deleted.length !== unique.length) throw notFound();
    return { own: unique.includes(session.id) };
  });
}

/** Signs out every session of the signed-in user but this one; answers how many. */
export async function signOutOtherSessions(session: Session): Promise<number> {
  const db = await getDb();
  const others = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.userId, session.user.id), ne(s.id, session.id)));
  nameAuditIds(others.map((row) => row.id));
  return writeTransaction(async (tx) => {
    const deleted = await tx
      .delete(s)
      .where(and(eq(s.userId, session.user.id), ne(s.id, session.id)))
      .returning({ id: s.id });
    return deleted.length;
  });
}
