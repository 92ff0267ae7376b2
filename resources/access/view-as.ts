import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { nameAuditIds } from '@/lib/trail/scope';
import { byId, type SnapshotReader } from '@/lib/trail/snapshots';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { ViewAsInput } from './schema';
import { readInspected } from './subject';

/**
 * Starts viewing the console as a user under a role (issue 29): only a user the session may inspect (in
 * its data scope, 404; holding nothing the session lacks, 403, so never a holder of a role it lacks)
 * under `all` or a role they hold (400). The session row records it; from the next request on, the
 * session read answers the view (lib/auth/view-as.ts) and the request guard refuses every write.
 */
export async function startViewAs(input: ViewAsInput, session: Session, locale: Locale): Promise<void> {
  if (session.key) throw new ApiError(403, 'api.error.keyNotAllowed');
  if (input.userId === session.user.id) throw fieldError(400, locale, 'userId', 'api.access.viewAsSelf');
  nameAuditIds([session.id]);
  await writeTransaction(async (tx) => {
    await readInspected(tx, session, input.userId, input.role, locale);
    await tx
      .update(t.sessions)
      .set({ viewAsUserId: input.userId, viewAsRole: input.role, viewAsStartedAt: new Date() })
      .where(eq(t.sessions.id, session.id));
  });
}

/** Ends the view: the session is the viewer's own again; answers whom it viewed. 409 when it views as no one. */
export async function endViewAs(session: Session): Promise<{ userId: string }> {
  if (!session.viewAs) throw new ApiError(409, 'api.access.notViewing');
  nameAuditIds([session.id]);
  await writeTransaction((tx) =>
    tx.update(t.sessions).set({ viewAsUserId: null, viewAsRole: null, viewAsStartedAt: null }).where(eq(t.sessions.id, session.id)),
  );
  return { userId: session.user.id };
}

/** A session's view as it was before and after: whose session, whom it viewed as, under which role, since when. */
export const viewAsSnapshot: SnapshotReader = async (tx, ids, lock) => {
  const query = tx
    .select({
      id: t.sessions.id,
      userId: t.sessions.userId,
      viewAsUserId: t.sessions.viewAsUserId,
      viewAsRole: t.sessions.viewAsRole,
      viewAsStartedAt: t.sessions.viewAsStartedAt,
    })
    .from(t.sessions)
    .where(inArray(t.sessions.id, ids))
    .orderBy(asc(t.sessions.id));
  return byId(lock ? await query.for('update') : await query);
};
