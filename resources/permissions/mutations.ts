import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { namesOnAdd, namesOnEdit } from '@/lib/api/bilingual-name';
import { ApiError, notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { defaultMenuIcon } from '@/lib/menu-icons';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { assertManagementKept, lockManagement } from '@/lib/delegation/management-kept';
import type { Locale } from '@/lib/i18n/locales';
import { superRole } from '@/lib/rbac';
import type { MoveInput } from '@/lib/tree/move-schema';
import { findChildren, findNodes, lockSiblingSets, openSlot } from '@/lib/tree/sibling-store';
import { duplicateId, missingReference } from '@/lib/tree/tree-errors';
import { permissionTree } from '@/lib/tree/tree-tables';
import { treeTransaction } from '@/lib/tree/tree-transaction';
import { deleteNodes, moveNode } from '@/lib/tree/tree-writes';
import { appendUnder, checkNewParent, lockForEdit } from '@/lib/tree/reparent';
import { assertHeldShapeKept } from './held-change';
import { placement } from './placement';
import type { AddBrotherPermission, AddChildPermission, EditPermission, PermissionAction } from './schema';

type NewPermission = AddChildPermission | AddBrotherPermission;
type PermissionRow = typeof t.permissions.$inferSelect;

/** Adds an item as the last child of `parentId` ('' for the top level). */
export async function addChildPermission(input: AddChildPermission, locale: Locale): Promise<void> {
  const parentId = input.parentId === '' ? null : input.parentId;
  await treeTransaction(permissionTree, locale, input.id, async (tx) => {
    await lockSiblingSets(tx, permissionTree, [parentId]);
    const parent = parentId === null ? null : await findPermission(tx, parentId);
    if (parentId !== null && !parent) throw missingReference(locale, 'parentId', parentId);
    await insertPermission(tx, input, parent, null, 'parentId', locale);
  });
}

/** Adds an item right after `brotherId`, shifting the later siblings down. */
export async function addBrotherPermission(input: AddBrotherPermission, locale: Locale): Promise<void> {
  await treeTransaction(permissionTree, locale, input.id, async (tx) => {
    const brother = await findPermission(tx, input.brotherId);
    if (!brother) throw missingReference(locale, 'brotherId', input.brotherId);
    await lockSiblingSets(tx, permissionTree, [brother.parentId]);
    const parent = brother.parentId === null ? null : await findPermission(tx, brother.parentId);
    await insertPermission(tx, input, parent, input.brotherId, 'brotherId', locale);
  });
}

async function insertPermission(
  tx: Tx,
  input: NewPermission,
  parent: PermissionRow | null,
  afterId: string | null,
  field: 'parentId' | 'brotherId',
  locale: Locale,
): Promise<void> {
  const place = placement(input.type, parent, input.path ?? '');
  if ('messageId' in place) throw fieldError(400, locale, field, place.messageId);
  if ((await findNodes(tx, permissionTree, [input.id])).length > 0) throw duplicateId(locale, input.id);
  const action = input.type === 'action' ? (input.action ?? null) : null;
  if (parent && action) await requireNewAction(tx, parent, action, null, locale);
  const order = await openSlot(tx, permissionTree, parent?.id ?? null, input.id, afterId);
  // Only a brother can vanish here: deleted by someone else between the first read and the lock.
  if (order === null) throw missingReference(locale, 'brotherId', afterId ?? '');
  await tx.insert(t.permissions).values({
    id: input.id,
    parentId: parent?.id ?? null,
    order,
    path: place.path,
    type: input.type,
    action,
    ...namesOnAdd(input),
    icon: input.type === 'menu' ? (input.icon ?? defaultMenuIcon) : null,
    status: input.status,
  });
  // The super role holds every permission, including those created later.
  const [superHolder] = await tx.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.code, superRole));
  if (superHolder) await tx.insert(t.rolePermissions).values({ roleId: superHolder.id, permissionId: input.id });
}

/**
 * Changes an item's fields, and moves it to the end of another parent's children when `parentId`
 * names another parent. An action's path stays its menu's; when a menu's path changes, its actions follow.
 * What a held item grants cannot change (held-change.ts), and no edit may leave nobody able to manage
 * grants: not by disabling those items, nor by disabling, re-typing or moving away an item above them
 * (management-kept.ts checks the result, walking up from them).
 */
export async function editPermission(input: EditPermission, locale: Locale): Promise<void> {
  await treeTransaction(permissionTree, locale, null, (tx) => updatePermission(tx, input, locale));
}

/** The edit itself, in the caller's transaction (the access preview makes it and rolls it back). */
export async function updatePermission(tx: Tx, input: EditPermission, locale: Locale): Promise<void> {
  await lockManagement(tx);
  // The parent's set (for the one-action-per-kind check), the item's own (for its children), a new parent's.
  const requested = input.parentId === undefined ? undefined : input.parentId || null;
  const where = await lockForEdit(tx, permissionTree, input.id, requested, [input.id]);
  const current = where && (await findPermission(tx, input.id));
  if (!where || !current) throw notFound();
  const moving = where.to !== where.from;
  if (moving) await checkNewParent(tx, permissionTree, current.id, where.to, locale);
  const parent = where.to === null ? null : await findPermission(tx, where.to);
  const type = input.type ?? current.type;
  if (type !== 'action' && input.action) throw fieldError(400, locale, 'action', 'validate.actionOnly');
  const place = placement(type, parent, input.path ?? current.path);
  if ('messageId' in place) throw fieldError(400, locale, moving ? 'parentId' : 'type', place.messageId);
  const action = type === 'action' ? await editedAction(tx, input, current, parent, locale) : null;
  await assertHeldShapeKept(tx, current, { path: place.path, type, action });
  if (moving) await appendUnder(tx, permissionTree, current.id, where.from, where.to);
  if (type !== 'menu' && input.icon) throw fieldError(400, locale, 'icon', 'validate.menuOnly');
  const name = namesOnEdit(input, locale);
  const icon = type === 'menu' ? (input.icon ?? current.icon ?? defaultMenuIcon) : null;
  const status = input.status === undefined ? {} : { status: input.status };
  await tx
    .update(t.permissions)
    .set({ ...name, ...status, type, action, icon, path: place.path })
    .where(eq(t.permissions.id, current.id));
  if (type !== 'action' && place.path !== current.path) {
    await tx
      .update(t.permissions)
      .set({ path: place.path })
      .where(and(eq(t.permissions.parentId, current.id), eq(t.permissions.type, 'action')));
  }
  await assertManagementKept(tx);
}

/** The action of an item that is (or becomes) an action, after checking it may be one. */
async function editedAction(
  tx: Tx,
  input: EditPermission,
  current: PermissionRow,
  parent: PermissionRow | null,
  locale: Locale,
): Promise<PermissionAction> {
  const action = input.action === undefined ? current.action : input.action;
  if (!action) throw fieldError(400, locale, 'action', 'validate.required');
  if (current.type !== 'action' && (await findChildren(tx, permissionTree, [current.id])).length > 0) {
    throw new ApiError(409, 'api.error.actionWithChildren', { id: current.id });
  }
  if (parent) await requireNewAction(tx, parent, action, current.id, locale);
  return action;
}

/** One item per action kind under a menu (two `add` actions would be the same grant twice): 409 on `action`. */
async function requireNewAction(tx: Tx, parent: PermissionRow, action: PermissionAction, exceptId: string | null, locale: Locale) {
  const [same] = await tx
    .select({ id: t.permissions.id })
    .from(t.permissions)
    .where(
      and(
        eq(t.permissions.parentId, parent.id),
        eq(t.permissions.action, action),
        exceptId === null ? undefined : ne(t.permissions.id, exceptId),
      ),
    )
    .limit(1);
  if (same) throw fieldError(409, locale, 'action', 'api.error.duplicateAction', { path: parent.path, action, id: same.id });
}

/** Reorders an item among its siblings; its parent stays, so what the menu reaches does not change. */
export async function movePermission(input: MoveInput, locale: Locale): Promise<void> {
  const moved = await treeTransaction(permissionTree, locale, null, (tx) =>
    moveNode(tx, permissionTree, input.id, input.action),
  );
  if (!moved) throw notFound();
}

/**
 * Deletes items without children (outside the list), all or none; their role and user grants go
 * with them. The items that manage grants cannot go (409).
 */
export async function deletePermissions(ids: readonly string[], locale: Locale): Promise<void> {
  await treeTransaction(permissionTree, locale, null, async (tx) => {
    await lockManagement(tx);
    await deleteNodes(tx, permissionTree, ids);
    await assertManagementKept(tx);
  });
}

async function findPermission(tx: Tx, id: string): Promise<PermissionRow | null> {
  const [row] = await tx.select().from(t.permissions).where(eq(t.permissions.id, id));
  return row ?? null;
}
