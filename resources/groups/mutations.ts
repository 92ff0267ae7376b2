import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { namesOnAdd, namesOnEdit } from '@/lib/api/bilingual-name';
import { ApiError, badRequest, notFound } from '@/lib/api/errors';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { findNodes, lockSiblingSets, openSlot } from '@/lib/tree/sibling-store';
import type { MoveInput } from '@/lib/tree/move-schema';
import { duplicateId, missingReference } from '@/lib/tree/tree-errors';
import { groupTree } from '@/lib/tree/tree-tables';
import { treeTransaction } from '@/lib/tree/tree-transaction';
import { deleteNodes, moveNode } from '@/lib/tree/tree-writes';
import { appendUnder, checkNewParent, lockForEdit } from '@/lib/tree/reparent';
import { GroupScopeCheck } from '@/lib/scope/groups';
import type { ScopedSession } from '@/lib/scope/users';
import { groupParentOf, rootGroupId, type AddBrotherGroup, type AddChildGroup, type EditGroup } from './schema';

const rootUnchangeable = () => badRequest('api.error.groupRoot');

// Every write runs as a session: one scoped narrower than `all` changes only groups inside its scope
// (lib/scope/groups.ts), checked in the write's transaction after its locks.

/** Adds a group as the last child of `parentId`. */
export async function addChildGroup(input: AddChildGroup, session: ScopedSession, locale: Locale): Promise<void> {
  const parentId = groupParentOf(input.parentId);
  await treeTransaction(groupTree, locale, input.id, async (tx) => {
    const scope = await GroupScopeCheck.begin(tx, session, locale);
    await lockSiblingSets(tx, groupTree, [parentId]);
    const [parent] = await findNodes(tx, groupTree, [parentId]);
    if (!parent) throw missingReference(locale, 'parentId', parentId);
    await insertGroup(tx, input, parentId, null, locale);
    // The new group itself must be inside (under scope `group`, no child of one's group is).
    await scope?.place(parentId, 'parentId');
    await scope?.place(input.id, 'parentId');
  });
}

/** Adds a group right after `brotherId`, shifting the later siblings down. */
export async function addBrotherGroup(input: AddBrotherGroup, session: ScopedSession, locale: Locale): Promise<void> {
  if (input.brotherId === rootGroupId) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, input.id, async (tx) => {
    const scope = await GroupScopeCheck.begin(tx, session, locale);
    const [brother] = await findNodes(tx, groupTree, [input.brotherId]);
    if (!brother) throw missingReference(locale, 'brotherId', input.brotherId);
    await lockSiblingSets(tx, groupTree, [brother.parentId]);
    await insertGroup(tx, input, brother.parentId, input.brotherId, locale);
    await scope?.place(brother.parentId, 'brotherId');
    await scope?.place(input.id, 'brotherId');
  });
}

async function insertGroup(
  tx: Tx,
  input: AddChildGroup | AddBrotherGroup,
  parentId: string | null,
  afterId: string | null,
  locale: Locale,
): Promise<void> {
  if ((await findNodes(tx, groupTree, [input.id])).length > 0) throw duplicateId(locale, input.id);
  const order = await openSlot(tx, groupTree, parentId, input.id, afterId);
  // Only a brother can vanish here: deleted by someone else between the first read and the lock.
  if (order === null) throw missingReference(locale, 'brotherId', afterId ?? '');
  await tx.insert(t.groups).values({
    id: input.id,
    parentId,
    order,
    ...namesOnAdd(input),
    status: input.status,
  });
}

/**
 * Changes a group's names (`name`: the request locale's column) and status, and moves it to the end of
 * another parent's children when `parentId` names another parent.
 */
export async function editGroup(input: EditGroup, session: ScopedSession, locale: Locale): Promise<void> {
  if (input.id === rootGroupId) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, null, async (tx) => {
    const scope = await GroupScopeCheck.begin(tx, session, locale);
    const requested = input.parentId === undefined ? undefined : groupParentOf(input.parentId);
    const place = await lockForEdit(tx, groupTree, input.id, requested);
    if (!place) throw notFound();
    await scope?.groups([input.id]);
    if (place.to !== place.from) {
      // Out of its old place (its own group's parent is outside), and into a place inside.
      await scope?.groups([place.from]);
      await scope?.place(place.to, 'parentId');
      await checkNewParent(tx, groupTree, input.id, place.to, locale);
      await appendUnder(tx, groupTree, input.id, place.from, place.to);
    }
    const status = input.status === undefined ? {} : { status: input.status };
    const changes = { ...namesOnEdit(input, locale), ...status };
    const updated =
      Object.keys(changes).length > 0
        ? await tx.update(t.groups).set(changes).where(eq(t.groups.id, input.id)).returning({ id: t.groups.id })
        : await tx.select({ id: t.groups.id }).from(t.groups).where(eq(t.groups.id, input.id));
    if (updated.length === 0) throw notFound();
  });
}

/** Moves a group among its siblings. */
export async function moveGroup(input: MoveInput, session: ScopedSession, locale: Locale): Promise<void> {
  if (input.id === rootGroupId) throw rootUnchangeable();
  const moved = await treeTransaction(groupTree, locale, null, async (tx) => {
    const scope = await GroupScopeCheck.begin(tx, session, locale);
    const [node] = await findNodes(tx, groupTree, [input.id]);
    if (node) await scope?.groups([node.id, node.parentId]);
    return moveNode(tx, groupTree, input.id, input.action);
  });
  if (!moved) throw notFound();
}

/** Deletes groups that have no children (outside the list) and no users, all or none. */
export async function deleteGroups(ids: readonly string[], session: ScopedSession, locale: Locale): Promise<void> {
  if (ids.includes(rootGroupId)) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, null, async (tx) => {
    const scope = await GroupScopeCheck.begin(tx, session, locale);
    await deleteNodes(tx, groupTree, ids, async (unique) => {
      if (scope) await scope.groups([...unique, ...(await findNodes(tx, groupTree, unique)).map((n) => n.parentId)]);
      const [member] = await tx
        .select({ groupId: t.users.groupId })
        .from(t.users)
        .where(inArray(t.users.groupId, [...unique]))
        .limit(1);
      if (member) throw new ApiError(409, 'api.error.groupHasUsers', { id: member.groupId });
    });
  });
}
