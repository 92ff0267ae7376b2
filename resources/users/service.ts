import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { hashPassword } from '@/lib/server/password';
import { acceptedRandomPassword, passwordRefusal } from '@/lib/auth/password-policy';
import { translate } from '@/lib/i18n/translate';
import type { Session } from '@/lib/auth/session';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { withConflicts } from '@/lib/db/conflicts';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import { Delegation } from '@/lib/delegation/guards';
import { assertManagementKept, lockManagement } from '@/lib/delegation/management-kept';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { distinct } from '@/lib/utils';
import { assertPermissionsExist, roleIdsForCodes } from '@/resources/roles/references';
import { superRole } from '@/lib/rbac';
import { assertGroupInScope, userScope } from '@/lib/scope/users';
import { assertGroupAssignable, assertSuperKept, assertUsernameFree, holdsSuper, revokeTokens, usernameTaken } from './guards';
import type { AddUserInput, EditUserInput } from './schema';

/**
 * Creates a user with a new id from `user_id_seq`. The name goes to `name` (every locale's
 * fallback) and, in zh, to `name_zh` as well. Answers the id, and the password only when the
 * server picked it (it is shown once; only its hash is stored).
 */
export async function addUser(input: AddUserInput, locale: Locale, actor: Session): Promise<{ id: string; password?: string }> {
  // The blocklist and the username, before any write (the contract checked the length).
  const refusal = input.password === undefined ? undefined : await passwordRefusal(input.password, input.username);
  if (refusal) throw badRequest(refusal, { password: translate(locale, refusal) });
  return withConflicts(() => writeTransaction((tx) => insertUser(tx, input, locale, actor)), () =>
    usernameTaken(locale, input.username),
  );
}

/**
 * Edits the fields present in the body (a status toggle sends only `{id, status}`); never the
 * password. The name goes to the request locale's column: `name` in en, `name_zh` in zh.
 * Disabling revokes the user's tokens; nobody may disable themselves. The actor must hold all the
 * user holds and all it hands out, and someone must still be able to manage grants afterwards.
 */
export async function editUser(input: EditUserInput, locale: Locale, actor: Session): Promise<void> {
  await withConflicts(() => writeTransaction((tx) => updateUser(tx, input, locale, actor)), () =>
    usernameTaken(locale, input.username ?? ''),
  );
}

async function insertUser(tx: Tx, input: AddUserInput, locale: Locale, actor: Session) {
  await assertGroupAssignable(tx, input.group, locale);
  await assertGroupInScope(tx, actor, input.group, locale, true);
  const roleIds = await roleIdsForCodes(tx, distinct(input.roles), locale);
  const permissionIds = distinct(input.permissions);
  await assertPermissionsExist(tx, permissionIds, locale);
  await (await Delegation.of(tx, actor, locale)).assertMayGrant({ roles: input.roles, permissions: permissionIds });
  if (input.roles.includes(superRole)) await assertRecentAuth(tx, actor);
  await assertUsernameFree(tx, input.username, locale);
  const password = input.password ?? (await acceptedRandomPassword(input.username, tx));
  const [created] = await tx
    .insert(t.users)
    .values({
      id: sql`nextval('user_id_seq')::text`,
      username: input.username,
      name: input.name,
      nameZh: locale === 'zh' ? input.name : null,
      email: input.email,
      phone: input.phone,
      groupId: input.group,
      status: input.status,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: t.users.id });
  if (!created) throw new Error('insert returned no row');
  await replaceGrants(tx, created.id, roleIds, permissionIds);
  return input.password === undefined ? { id: created.id, password } : { id: created.id };
}

/** The edit itself, in the caller's transaction (the access preview makes it and rolls it back). */
export async function updateUser(tx: Tx, input: EditUserInput, locale: Locale, actor: Session): Promise<void> {
  await lockManagement(tx);
  // A user outside the actor's data scope is not found, as if there were none.
  const [current] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.id, input.id), userScope(actor)))
    .for('update');
  if (!current) throw notFound();
  if (input.group !== undefined) {
    await assertGroupAssignable(tx, input.group, locale);
    await assertGroupInScope(tx, actor, input.group, locale, false);
  }
  const roleIds = input.roles && (await roleIdsForCodes(tx, distinct(input.roles), locale));
  const permissionIds = input.permissions && distinct(input.permissions);
  if (permissionIds) await assertPermissionsExist(tx, permissionIds, locale);
  const delegation = await Delegation.of(tx, actor, locale);
  await delegation.assertMayManageUsers([input.id]);
  await delegation.assertMayGrant({ roles: input.roles, permissions: permissionIds });
  // Granting `super`, or editing one who holds it, wants the actor's recent re-authentication (issue 28).
  if (input.roles?.includes(superRole) || (await holdsSuper(tx, input.id))) await assertRecentAuth(tx, actor);
  if (input.status === '0' && input.id === actor.user.id) throw conflict('api.users.disableSelf');
  if (input.username !== undefined) await assertUsernameFree(tx, input.username, locale, input.id);
  if (input.roles && !input.roles.includes(superRole)) await assertSuperKept(tx, [input.id]);
  const name = input.name === undefined ? {} : locale === 'zh' ? { nameZh: input.name } : { name: input.name };
  await tx
    .update(t.users)
    .set({
      ...name,
      username: input.username,
      email: input.email,
      phone: input.phone,
      groupId: input.group,
      status: input.status,
      updatedAt: sql`now()`,
    })
    .where(eq(t.users.id, input.id));
  await replaceGrants(tx, input.id, roleIds, permissionIds);
  if (input.status === '0') await revokeTokens(tx, [input.id]);
  await assertManagementKept(tx);
}

/** Replaces a user's roles and/or own permissions (undefined leaves them as they are). */
async function replaceGrants(tx: Tx, userId: string, roleIds?: string[], permissionIds?: string[]): Promise<void> {
  if (roleIds) {
    await tx.delete(t.userRoles).where(eq(t.userRoles.userId, userId));
    if (roleIds.length > 0) await tx.insert(t.userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
  if (permissionIds) {
    await tx.delete(t.userPermissions).where(eq(t.userPermissions.userId, userId));
    if (permissionIds.length > 0) {
      await tx.insert(t.userPermissions).values(permissionIds.map((permissionId) => ({ userId, permissionId })));
    }
  }
}
