import 'server-only';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The enabled roles whose enabled menu grants include every one of `paths` (a page and its parents):
 * the roles that open that page, for the 403 page to name. One query.
 */
export async function rolesGranting(paths: readonly string[], locale: Locale): Promise<{ role: string; name: string }[]> {
  if (paths.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ code: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh })
    .from(t.roles)
    .innerJoin(t.rolePermissions, eq(t.rolePermissions.roleId, t.roles.id))
    .innerJoin(t.permissions, eq(t.permissions.id, t.rolePermissions.permissionId))
    .where(and(eq(t.roles.status, '1'), eq(t.permissions.type, 'menu'), eq(t.permissions.status, '1'), inArray(t.permissions.path, [...paths])))
    .groupBy(t.roles.id)
    .having(eq(countDistinct(t.permissions.path), new Set(paths).size))
    .orderBy(asc(t.roles.code));
  return rows.map((row) => ({ role: row.code, name: localized(locale, row.nameEn, row.nameZh) }));
}
