import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import { withConflicts } from '@/lib/db/conflicts';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import { Delegation } from '@/lib/delegation/guards';
import { assertManagementKept, lockManagement } from '@/lib/delegation/management-kept';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { namesOnAdd, namesOnEdit } from '@/lib/api/bilingual-name';
import { distinct } from '@/lib/utils';
import { assertPermissionsExist } from './references';
import { superRole } from '@/lib/rbac';
import type { AddRoleInput, EditRoleInput } from './schema';
import { getSetting } from '@/lib/settings/read';

/** A role code in use: 409 on `role`. */
const codeTaken = (locale: Locale, role: string) => fieldError(409, locale, 'role', 'api.roles.codeTaken', { role });

/** Creates a role with the next id from `role_id_seq` (0004, 0005, …) and both names. */
export async function addRole(input: AddRoleInput, locale: Locale, actor: Session): Promise<void> {
  await withConflicts(() => writeTransaction((tx) => insertRole(tx, input, locale, actor)), () => codeTaken(locale, input.role));
}

/**
 * Edits the fields present in the body: `nameEn`, `nameZh` (the spec's `name`: the request locale's
 * column); `permissions`, when given, replaces the role's permission ids. Holders see the
 * change on their next request (sessions read grants from the database every time). The actor must
 * hold every permission the role has and is given; the super role keeps every permission.
 */
export async function editRole(input: EditRoleInput, locale: Locale, actor: Session): Promise<void> {
  await withConflicts(() => writeTransaction((tx) => updateRole(tx, input, locale, actor)), () => codeTaken(locale, input.role ?? ''));
}

// Answers the new id, so the audit entry names the role it created.
async function insertRole(tx: Tx, input: AddRoleInput, locale: Locale, actor: Session): Promise<{ id: string }> {
  const permissionIds = distinct(input.permissions);
  await assertPermissionsExist(tx, permissionIds, locale);
  const delegation = await Delegation.of(tx, actor, locale);
  await delegation.assertMayGrant({ permissions: permissionIds });
  delegation.assertMayScope(input.dataScope);
  await assertCodeFree(tx, input.role, locale);
  const [created] = await tx
    .insert(t.roles)
    .values({
      id: sql`lpad(nextval('role_id_seq')::text, 4, '0')`,
      code: input.role,
      ...namesOnAdd(input),
      status: input.status,
      dataScope: input.dataScope,
      // a role added without saying so follows the setting in force (`roleMfaDefault`)
      mfaRequired: input.mfaRequired ?? (await getSetting('roleMfaDefault', tx)),
    })
    .returning({ id: t.roles.id });
  if (!created) throw new Error('insert returned no row');
  await replacePermissions(tx, created.id, permissionIds);
  return { id: created.id };
}

/** The edit itself, inside a transaction (the role edit's, and the access preview's, which rolls it back). */
export async function updateRole(tx: Tx, input: EditRoleInput, locale: Locale, actor: Session): Promise<void> {
  await lockManagement(tx);
  const [current] = await tx
    .select({ code: t.roles.code, dataScope: t.roles.dataScope })
    .from(t.roles)
    .where(eq(t.roles.id, input.id))
    .for('update');
  if (!current) throw notFound();
  const permissionIds = input.permissions && distinct(input.permissions);
  if (permissionIds) await assertPermissionsExist(tx, permissionIds, locale);
  const delegation = await Delegation.of(tx, actor, locale);
  await delegation.assertMayManageRoles([{ id: input.id, code: current.code }]);
  await delegation.assertMayGrant({ permissions: permissionIds });
  delegation.assertMayScope(current.dataScope);
  delegation.assertMayScope(input.dataScope);
  const recoded = input.role !== undefined && input.role !== current.code;
  const narrowed = input.dataScope !== undefined && input.dataScope !== 'all';
  if (current.code === superRole && (input.status === '0' || recoded || narrowed)) throw conflict('api.roles.superProtected');
  if (current.code === superRole && permissionIds && !(await holdsEveryPermission(tx, permissionIds))) {
    throw conflict('api.roles.superProtected');
  }
  // Editing the role that holds everything wants the actor's recent re-authentication (issue 28).
  if (current.code === superRole) await assertRecentAuth(tx, actor);
  if (recoded && input.role !== undefined) await assertCodeFree(tx, input.role, locale, input.id);
  await tx
    .update(t.roles)
    .set({ ...namesOnEdit(input, locale), code: input.role, status: input.status, dataScope: input.dataScope, mfaRequired: input.mfaRequired, updatedAt: sql`now()` })
    .where(eq(t.roles.id, input.id));
  if (permissionIds) await replacePermissions(tx, input.id, permissionIds);
  await assertManagementKept(tx);
}

/** Whether the ids name every permission there is (the super role's list may only be all of them). */
async function holdsEveryPermission(tx: Tx, permissionIds: readonly string[]): Promise<boolean> {
  const [all] = await tx.select({ n: count() }).from(t.permissions);
  return permissionIds.length === (all?.n ?? 0);
}

async function replacePermissions(tx: Tx, roleId: string, permissionIds: string[]): Promise<void> {
  await tx.delete(t.rolePermissions).where(eq(t.rolePermissions.roleId, roleId));
  if (permissionIds.length > 0) {
    await tx.insert(t.rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  }
}

/** Role codes are unique regardless of case (409; the unique index catches races). */
async function assertCodeFree(tx: Tx, code: string, locale: Locale, exceptRoleId?: string): Promise<void> {
  const sameCode = sql`lower(${t.roles.code}) = lower(${code})`;
  const [taken] = await tx
    .select({ id: t.roles.id })
    .from(t.roles)
    .where(exceptRoleId ? and(sameCode, ne(t.roles.id, exceptRoleId)) : sameCode);
  if (taken) throw codeTaken(locale, code);
}
