import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { Session } from '@/lib/auth/session';
import { Delegation } from '@/lib/delegation/guards';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { writeTransaction } from '@/lib/trail/write-transaction';
import { roles } from '@/lib/db/schema';
import type { AddSsoruleInput, EditSsoruleInput } from './schema';
import { ssorules } from '@/lib/db/schema';

/** The codes of the roles these ids name (a missing role names none). */
async function roleCodes(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await tx.select({ code: roles.code }).from(roles).where(inArray(roles.id, [...ids]))).map((r) => r.code);
}

/**
 * A rule hands its role to every user whose claim matches, so it is a grant: the editor must hold the
 * role (delegation, 403), and the role must exist (400 on `role`). An edit that leaves it out checks nothing.
 */
async function checkRole(tx: Tx, id: string | undefined, delegation: Delegation, locale: Locale): Promise<void> {
  if (id === undefined) return;
  const [code] = await roleCodes(tx, [id]);
  if (code === undefined) throw fieldError(400, locale, 'role', 'validate.ssoruleRoleUnknown');
  await delegation.assertMayGrant({ roles: [code] });
}

/** Adds a rule; answers its id (so the audit entry names it). */
export async function addSsorule(input: AddSsoruleInput, session: Session, locale: Locale): Promise<{ id: string }> {
  return writeTransaction(async (tx) => {
    await checkRole(tx, input.role, await Delegation.of(tx, session, locale), locale);
    const id = randomUUID();
    await tx.insert(ssorules).values({ id, ...input });
    return { id };
  });
}

/** Edits the fields present: 404 when the rule is gone; its current role and a new one must both be held. */
export async function editSsorule(input: EditSsoruleInput, session: Session, locale: Locale): Promise<void> {
  const { id, ...fields } = input;
  await writeTransaction(async (tx) => {
    const [current] = await tx.select({ id: ssorules.id, role: ssorules.role }).from(ssorules).where(eq(ssorules.id, id)).for('update');
    if (!current) throw notFound();
    const delegation = await Delegation.of(tx, session, locale);
    await delegation.assertMayGrant({ roles: await roleCodes(tx, [current.role]) });
    await checkRole(tx, fields.role, delegation, locale);
    await tx.update(ssorules).set({ ...fields, updatedAt: sql`now()` }).where(eq(ssorules.id, id));
  });
}

/** Deletes rules all or nothing: 404 if any id is unknown, 403 if any gives a role the editor does not hold. */
export async function deleteSsorules(ids: readonly string[], session: Session, locale: Locale): Promise<void> {
  const unique = [...new Set(ids)];
  await writeTransaction(async (tx) => {
    const found = await tx.select({ id: ssorules.id, role: ssorules.role }).from(ssorules).where(inArray(ssorules.id, unique)).for('update');
    if (found.length !== unique.length) throw notFound();
    const delegation = await Delegation.of(tx, session, locale);
    await delegation.assertMayGrant({ roles: await roleCodes(tx, found.map((r) => r.role)) });
    await tx.delete(ssorules).where(inArray(ssorules.id, unique));
  });
}
