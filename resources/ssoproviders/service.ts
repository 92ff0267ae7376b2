import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import { seal } from '@/lib/auth/mfa/secret-box';
import { environmentProviders } from '@/lib/auth/oidc/providers';
import { ssoProviders } from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { AddSsoproviderInput, EditSsoproviderInput } from './schema';

/** The environment's provider ids, which a console provider may not take (the environment's would win). */
function environmentIds(): string[] {
  try {
    return environmentProviders().map((p) => p.id);
  } catch {
    return [];
  }
}

/** A code is free when no provider of the environment or the console has it (any case): 400 on `code` otherwise. */
async function checkCode(tx: Tx, code: string, locale: Locale): Promise<void> {
  const lower = code.toLowerCase();
  if (environmentIds().some((id) => id.toLowerCase() === lower)) throw fieldError(400, locale, 'code', 'validate.ssoproviderCodeEnvironment');
  const [taken] = await tx.select({ id: ssoProviders.id }).from(ssoProviders).where(eq(sql`lower(${ssoProviders.code})`, lower));
  if (taken) throw fieldError(400, locale, 'code', 'validate.ssoproviderCodeTaken');
}

/** Adds a provider, its client secret sealed; answers its id (so the audit entry names it). */
export async function addSsoprovider(input: AddSsoproviderInput, locale: Locale): Promise<{ id: string }> {
  const { clientSecret, ...fields } = input;
  return writeTransaction(async (tx) => {
    // One add at a time checks the code (the unique index is the last word; this gives the field's message).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sso_providers_code'))`);
    await checkCode(tx, fields.code, locale);
    const id = randomUUID();
    await tx.insert(ssoProviders).values({ id, ...fields, clientSecretSealed: seal(clientSecret, 'oidc-client-secret') });
    return { id };
  });
}

/** Edits the fields present: 404 when the provider is gone; a non-empty secret replaces the stored one. */
export async function editSsoprovider(input: EditSsoproviderInput): Promise<void> {
  const { id, clientSecret, ...fields } = input;
  await writeTransaction(async (tx) => {
    const [current] = await tx.select({ id: ssoProviders.id }).from(ssoProviders).where(eq(ssoProviders.id, id)).for('update');
    if (!current) throw notFound();
    const sealed = clientSecret ? { clientSecretSealed: seal(clientSecret, 'oidc-client-secret') } : {};
    await tx.update(ssoProviders).set({ ...fields, ...sealed, updatedAt: sql`now()` }).where(eq(ssoProviders.id, id));
  });
}

/** Deletes providers all or nothing: 404 if any id is unknown. Their users' linked identities stay (a provider added again finds them). */
export async function deleteSsoproviders(ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await writeTransaction(async (tx) => {
    const found = await tx.select({ id: ssoProviders.id }).from(ssoProviders).where(inArray(ssoProviders.id, unique)).for('update');
    if (found.length !== unique.length) throw notFound();
    await tx.delete(ssoProviders).where(inArray(ssoProviders.id, unique));
  });
}
