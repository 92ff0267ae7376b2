import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { fieldError } from '@/lib/api/field-error';

/** A scope: whose (a user's id and group) and how wide. */
interface Scope {
  dataScope: Session['dataScope'];
  user: Pick<Session['user'], 'id' | 'groupId'>;
}

/**
 * What the scope of a session depends on: its effective scope, its user's id and group, and while it views
 * as someone (lib/auth/view-as.ts) the viewer's own scope, which every condition below adds.
 */
export type ScopedSession = Scope & { viewAs?: { viewer: Scope } };

/** Reads that are not about users and see every group (the group management page and its export). */
export const unscoped: ScopedSession = { dataScope: 'all', user: { id: '', groupId: '' } };

/**
 * The ids of a group and every group below it, as a subquery walking parent ids (child ids need not
 * extend the parent's), so the condition costs no round trip of its own.
 */
function subtreeOf(groupId: string): SQL {
  return sql`(
    with recursive scope_groups(id) as (
      select id from "groups" where id = ${groupId}
      union
      select g.id from "groups" g join scope_groups s on g.parent_id = s.id
    )
    select id from scope_groups
  )`;
}

/**
 * THE condition on the users table that keeps a session to its data scope (undefined: everyone).
 * Every read and write of users made for a session adds it to its where clause, so a user outside
 * the scope is never listed, counted or found (404), exactly as if there were none.
 * tests/unit/users-scope-coverage.test.ts fails for a users query in lib/ that is not accounted for.
 */
export function userScope(session: ScopedSession): SQL | undefined {
  return withViewer(session, usersOf);
}

/** A session's condition, and the viewer's too while it views as someone (both must hold). */
function withViewer(session: ScopedSession, condition: (scope: Scope) => SQL | undefined): SQL | undefined {
  const own = condition(session);
  const viewer = session.viewAs && condition(session.viewAs.viewer);
  return viewer ? and(own, viewer) : own;
}

function usersOf(session: Scope): SQL | undefined {
  switch (session.dataScope) {
    case 'all':
      return undefined;
    case 'group-tree':
      return sql`${t.users.groupId} in ${subtreeOf(session.user.groupId)}`;
    case 'group':
      return eq(t.users.groupId, session.user.groupId);
    case 'self':
      return eq(t.users.id, session.user.id);
  }
}

/**
 * The same scope over a column holding a user's id (a session's or a sign-in's owner): its rows
 * whose user is inside the scope. A null id (a sign-in under an unknown username) is in no scope.
 */
export function ownerScope(column: PgColumn, session: ScopedSession): SQL | undefined {
  const scope = userScope(session);
  return scope && inArray(column, sql`(select ${t.users.id} from ${t.users} where ${scope})`);
}

/**
 * The same scope over the audit trail: an entry whose named users (its `subjects`, lib/trail/subjects.ts)
 * are all inside the scope, or that names none. A deleted user is inside no scope.
 */
export function auditScope(session: ScopedSession): SQL | undefined {
  const scope = userScope(session);
  return (
    scope &&
    sql`not exists (select 1 from unnest(${t.auditLog.subjects}) as named(id)
      where named.id not in (select ${t.users.id} from ${t.users} where ${scope}))`
  );
}

/**
 * The same scope over the groups table: the groups a session's users can be in, which its group
 * pickers offer and which it may put a user into. `self` keeps its own group (its own record's).
 */
export function groupScope(session: ScopedSession): SQL | undefined {
  return withViewer(session, groupsOf);
}

function groupsOf(session: Scope): SQL | undefined {
  switch (session.dataScope) {
    case 'all':
      return undefined;
    case 'group-tree':
      return sql`${t.groups.id} in ${subtreeOf(session.user.groupId)}`;
    case 'group':
    case 'self':
      return eq(t.groups.id, session.user.groupId);
  }
}

/**
 * A user created in, or moved to, `groupId` must stay inside the session's scope: otherwise 400 on
 * `group` (the form shows it under the picker). Under `self` no new user is ever in scope.
 */
export async function assertGroupInScope(tx: Tx, session: ScopedSession, groupId: string, locale: Locale, creating: boolean): Promise<void> {
  const scope = groupScope(session);
  if (!scope) return;
  const refused = () => fieldError(400, locale, 'group', 'api.reference.groupOutsideScope');
  if (creating && session.dataScope === 'self') throw refused();
  const [inScope] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.id, groupId), scope));
  if (!inScope) throw refused();
}
