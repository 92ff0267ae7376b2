import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { ApiError, notFound } from '@/lib/api/errors';
import { dateTimeValue } from '@/lib/api/date-time';
import { fieldError } from '@/lib/api/field-error';
import { hashSecret, newSecret } from '@/lib/auth/api-keys/secret';
import { assertRecentAuth } from '@/lib/auth/mfa/reauth';
import type { Session } from '@/lib/auth/session';
import * as t from '@/lib/db/schema';
import { Delegation } from '@/lib/delegation/guards';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { distinct } from '@/lib/utils';
import { ownKeyLimit } from './list';
import { keyMaxDays, type AddKeyInput } from './schema';

const k = t.apiKeys;
const dayMs = 86_400_000;

/**
 * Makes a key for the signed-in user (a recent sign-in or re-authentication needed, like other
 * credentials): an expiry in the future and at most a year ahead, permissions that all exist and that the
 * user holds now (403 naming what is not held). Answers the id and the secret, which is never shown again.
 */
export async function addKey(input: AddKeyInput, session: Session, locale: Locale, now = Date.now()): Promise<{ id: string; key: string }> {
  const expiresAt = dateTimeValue(input.expiresAt);
  if (expiresAt <= now) throw fieldError(400, locale, 'expiresAt', 'api.keys.expiryPast');
  if (expiresAt > now + keyMaxDays * dayMs) throw fieldError(400, locale, 'expiresAt', 'api.keys.expiryTooFar', { days: keyMaxDays });
  const permissions = distinct(input.permissions);
  const secret = newSecret();
  const id = randomBytes(12).toString('base64url');
  await writeTransaction(async (tx) => {
    await assertRecentAuth(tx, session);
    const known = await tx.select({ id: t.permissions.id }).from(t.permissions).where(inArray(t.permissions.id, permissions));
    if (known.length !== permissions.length) throw fieldError(400, locale, 'permissions', 'api.keys.unknownPermission');
    await (await Delegation.of(tx, session, locale)).assertMayGrant({ permissions });
    // The owner's row locked: two requests at once cannot both pass the limit.
    const [owner] = await tx.select({ version: t.users.tokenVersion }).from(t.users).where(eq(t.users.id, session.user.id)).for('update');
    if (!owner) throw notFound();
    const [held] = await tx.select({ n: count() }).from(k).where(eq(k.userId, session.user.id));
    if ((held?.n ?? 0) >= ownKeyLimit) throw new ApiError(409, 'api.keys.tooMany', { limit: ownKeyLimit });
    await tx.insert(k).values({ id, userId: session.user.id, name: input.name, secretHash: hashSecret(secret), tokenVersion: owner.version, expiresAt: new Date(expiresAt) });
    await tx.insert(t.apiKeyPermissions).values(permissions.map((permissionId) => ({ keyId: id, permissionId })));
    // The created id, for the audit entry (writeTransaction takes `id` alone from the answer).
    return { id };
  });
  return { id, key: secret };
}

/** Revokes keys of the signed-in user's own (404, and nothing revoked, if an id is not one of them). */
export async function revokeOwnKeys(ids: readonly string[], session: Session): Promise<void> {
  const unique = distinct(ids);
  await writeTransaction(async (tx) => {
    const deleted = await tx
      .delete(k)
      .where(and(inArray(k.id, unique), eq(k.userId, session.user.id)))
      .returning({ id: k.id });
    if (deleted.length !== unique.length) throw notFound();
  });
}

/**
 * Revokes keys of users the actor may manage, all or nothing: 404 if an id is unknown or its owner outside
 * the actor's data scope, 403 for a key of a user holding more than the actor (lib/delegation).
 */
export async function revokeKeys(ids: readonly string[], actor: Session, locale: Locale): Promise<void> {
  const unique = distinct(ids);
  await writeTransaction(async (tx) => {
    const found = await tx
      .select({ id: k.id, userId: k.userId })
      .from(k)
      .innerJoin(t.users, eq(t.users.id, k.userId))
      .where(and(inArray(k.id, unique), userScope(actor)))
      .for('update', { of: k });
    if (found.length !== unique.length) throw notFound();
    const owners = distinct(found.map((row) => row.userId)).filter((id) => id !== actor.user.id);
    await (await Delegation.of(tx, actor, locale)).assertMayManageUsers(owners);
    await tx.delete(k).where(inArray(k.id, unique));
  });
}
