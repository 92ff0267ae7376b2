import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { formatTimestamp, localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';

type RoleRow = typeof t.roles.$inferSelect;
export type RoleView = Awaited<ReturnType<typeof roleViews>>[number];

/** Builds the answers for rows of one page, with their permission ids in one query. */
export async function roleViews(db: Db, rows: RoleRow[], locale: Locale) {
  if (rows.length === 0) return [];
  const grants = await db
    .select({ roleId: t.rolePermissions.roleId, id: t.rolePermissions.permissionId })
    .from(t.rolePermissions)
    .where(
      inArray(
        t.rolePermissions.roleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(t.rolePermissions.permissionId));
  return rows.map((r) => ({
    id: r.id,
    role: r.code,
    name: localized(locale, r.nameEn, r.nameZh),
    nameEn: r.nameEn,
    nameZh: r.nameZh,
    status: r.status,
    dataScope: r.dataScope,
    mfaRequired: r.mfaRequired,
    create: formatTimestamp(r.createdAt),
    update: formatTimestamp(r.updatedAt),
    permissions: grants.filter((g) => g.roleId === r.id).map((g) => g.id),
  }));
}

/** One role with its permission ids; 404 when there is none. */
export async function roleDetail(id: string, locale: Locale): Promise<RoleView> {
  const db = await getDb();
  const rows = await db.select().from(t.roles).where(eq(t.roles.id, id));
  const [view] = await roleViews(db, rows, locale);
  if (!view) throw notFound();
  return view;
}
