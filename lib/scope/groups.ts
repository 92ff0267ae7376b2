import 'server-only';
import { and, inArray } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { lockReparents } from '@/lib/tree/reparent';
import { groupTree } from '@/lib/tree/tree-tables';
import { groupScope, type ScopedSession } from './users';

/**
 * The group tree defines the data scope, so a scoped session's writes to it are scoped too: it adds,
 * edits, moves and deletes only groups inside its scope, and never moves a group into or out of it.
 * Writes of a group's place (add, reparent, move among siblings, delete) need the group and its
 * parent, old and new, inside the scope, so the session's own group (whose parent is outside) keeps
 * its place; writes of its fields (names, status) need the group inside.
 *
 * A scoped write first takes the tree's reparent lock (lib/tree/reparent.ts), so no concurrent move
 * changes the subtree between this check and its commit.
 */
export class GroupScopeCheck {
  private constructor(
    private readonly tx: Tx,
    private readonly session: ScopedSession,
    private readonly locale: Locale,
  ) {}

  /** The check for a write of `session` in `tx`, or null under scope `all` (nothing to check or lock). */
  static async begin(tx: Tx, session: ScopedSession, locale: Locale): Promise<GroupScopeCheck | null> {
    if (session.dataScope === 'all') return null;
    await lockReparents(tx, groupTree);
    return new GroupScopeCheck(tx, session, locale);
  }

  /** The ids among `ids` that are not groups inside the scope (a missing group, or null, is outside). */
  private async outside(ids: readonly (string | null)[]): Promise<Set<string | null>> {
    const named = ids.filter((id): id is string => id !== null);
    const scope = groupScope(this.session);
    const inside = named.length === 0 ? [] : await this.tx.select({ id: t.groups.id }).from(t.groups).where(and(inArray(t.groups.id, named), scope));
    const found = new Set(inside.map((row) => row.id));
    return new Set(ids.filter((id) => id === null || !found.has(id)));
  }

  /** 403 unless every group `ids` names is inside the scope (the groups a write changes). */
  async groups(ids: readonly (string | null)[]): Promise<void> {
    if ((await this.outside(ids)).size > 0) throw new ApiError(403, 'api.error.groupOutsideScope');
  }

  /** 400 on `field` unless `id` (a new parent, or the group a new one lands beside) is inside the scope. */
  async place(id: string | null, field: 'parentId' | 'brotherId'): Promise<void> {
    if ((await this.outside([id])).size > 0) throw fieldError(400, this.locale, field, 'api.reference.groupOutsideScope');
  }
}
