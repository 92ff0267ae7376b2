import 'server-only';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { conflict } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { superRole } from '@/lib/rbac';

/** A user belongs to an existing group below the root (the root "00" is the picker's "All"). */
export async function assertGroupAssignable(tx: Tx, groupId: string, locale: Locale): Promise<void> {
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.id, groupId), isNotNull(t.groups.parentId)));
  if (!group) throw fieldError(400, locale, 'group', 'api.reference.groupNotFound');
}

/** A username in use: 409 on `username`. */
export const usernameTaken = (locale: Locale, username: string) => fieldError(409, locale, 'username', 'api.users.usernameTaken', { username });

/** Usernames are unique after NFKC normalisation and lower-casing (409; the unique index catches races). */
export async function assertUsernameFree(tx: Tx, username: string, locale: Locale, exceptUserId?: string): Promise<void> {
  // The unique index's own expression, so the index answers.
  const sameName = sql`lower(normalize(${t.users.username}, NFKC)) = lower(normalize(${username}, NFKC))`;
  const [taken] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(exceptUserId ? and(sameName, ne(t.users.id, exceptUserId)) : sameName);
  if (taken) throw usernameTaken(locale, username);
}

/**
 * Refuses to take the super role from its last holders (among all users). Writes that may do so
 * take the same transaction lock first, so two concurrent edits cannot each remove "the other" one.
 */
export async function assertSuperKept(tx: Tx, losingUserIds: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_roles:super'))`);
  const holders = await tx
    .select({ userId: t.userRoles.userId })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(eq(t.roles.code, superRole));
  const losing = new Set(losingUserIds);
  if (holders.length > 0 && holders.every((h) => losing.has(h.userId))) throw conflict('api.users.lastSuper');
}

/** Revokes every token of the users: older token versions stop verifying and sessions go. */
export async function revokeTokens(tx: Tx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(t.users)
    .set({ tokenVersion: sql`${t.users.tokenVersion} + 1` })
    .where(inArray(t.users.id, [...userIds]));
  await tx.delete(t.sessions).where(inArray(t.sessions.userId, [...userIds]));
  // Their API keys too (a key of an older token version would be refused anyway; this keeps no dead ones listed).
  await tx.delete(t.apiKeys).where(inArray(t.apiKeys.userId, [...userIds]));
}

/** Whether any of the users holds the `super` role (a write touching them needs a recent re-authentication). */
export async function holdsSuper(tx: Tx, ...userIds: string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [row] = await tx
    .select({ userId: t.userRoles.userId })
    .from(t.userRoles)
    .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
    .where(and(inArray(t.userRoles.userId, userIds), eq(t.roles.code, superRole)))
    .limit(1);
  return row !== undefined;
}
