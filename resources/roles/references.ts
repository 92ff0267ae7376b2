import 'server-only';
import { inArray } from 'drizzle-orm';
import { fieldError } from '@/lib/api/field-error';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';

/** Checks that every permission id exists (400 on `permissions` naming the first unknown one). */
export async function assertPermissionsExist(tx: Tx, ids: readonly string[], locale: Locale): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: t.permissions.id }).from(t.permissions).where(inArray(t.permissions.id, [...ids]));
  const known = new Set(found.map((p) => p.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw fieldError(400, locale, 'permissions', 'api.reference.permissionNotFound', { id: missing });
}

/** The role ids of role codes (exact match), or a 400 on `roles` naming the first unknown code. */
export async function roleIdsForCodes(tx: Tx, codes: readonly string[], locale: Locale): Promise<string[]> {
  if (codes.length === 0) return [];
  const found = await tx.select({ id: t.roles.id, code: t.roles.code }).from(t.roles).where(inArray(t.roles.code, [...codes]));
  const byCode = new Map(found.map((r) => [r.code, r.id]));
  const missing = codes.find((code) => !byCode.has(code));
  if (missing !== undefined) throw fieldError(400, locale, 'roles', 'api.reference.roleNotFound', { role: missing });
  return [...new Set(codes.map((code) => byCode.get(code) ?? code))];
}
