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
import { groupParentOf, rootGroupId, type AddBrotherGroup, type AddChildGroup, type EditGroup } from './schema';

const rootUnchangeable = () => badRequest('api.error.groupRoot');

/** Adds a group as the last child of `parentId`. */
export async function addChildGroup(input: AddChildGroup, locale: Locale): Promise<void> {
  const parentId = groupParentOf(input.parentId);
  await treeTransaction(groupTree, locale, input.id, async (tx) => {
    await lockSiblingSets(tx, groupTree, [parentId]);
    const [parent] = await findNodes(tx, groupTree, [parentId]);
    if (!parent) throw missingReference(locale, 'parentId', parentId);
    await insertGroup(tx, input, parentId, null, locale);
  });
}

/** Adds a group right after `brotherId`, shifting the later siblings down. */
export async function addBrotherGroup(input: AddBrotherGroup, locale: Locale): Promise<void> {
  if (input.brotherId === rootGroupId) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, input.id, async (tx) => {
    const [brother] = await findNodes(tx, groupTree, [input.brotherId]);
    if (!brother) throw missingReference(locale, 'brotherId', input.brotherId);
    await lockSiblingSets(tx, groupTree, [brother.parentId]);
    await insertGroup(tx, input, brother.parentId, input.brotherId, locale);
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
export async function editGroup(input: EditGroup, locale: Locale): Promise<void> {
  if (input.id === rootGroupId) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, null, async (tx) => {
    const requested = input.parentId === undefined ? undefined : groupParentOf(input.parentId);
    const place = await lockForEdit(tx, groupTree, input.id, requested);
    if (!place) throw notFound();
    if (place.to !== place.from) {
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
export async function moveGroup(input: MoveInput, locale: Locale): Promise<void> {
  if (input.id === rootGroupId) throw rootUnchangeable();
  const moved = await treeTransaction(groupTree, locale, null, (tx) => moveNode(tx, groupTree, input.id, input.action));
  if (!moved) throw notFound();
}

/** Deletes groups that have no children (outside the list) and no users, all or none. */
export async function deleteGroups(ids: readonly string[], locale: Locale): Promise<void> {
  if (ids.includes(rootGroupId)) throw rootUnchangeable();
  await treeTransaction(groupTree, locale, null, (tx) =>
    deleteNodes(tx, groupTree, ids, async (unique) => {
      const [member] = await tx
        .select({ groupId: t.users.groupId })
        .from(t.users)
        .where(inArray(t.users.groupId, [...unique]))
        .limit(1);
      if (member) throw new ApiError(409, 'api.error.groupHasUsers', { id: member.groupId });
    }),
  );
}
