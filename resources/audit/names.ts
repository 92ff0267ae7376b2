import 'server-only';
import { inArray } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { AuditEntity, Snapshot } from '@/lib/trail/entities';
import { referencedIds, type ReferenceNames } from './reference-fields';

type Named = { key: string; nameEn: string; nameZh: string | null };

const byKey = (rows: Named[], locale: Locale) => Object.fromEntries(rows.map((r) => [r.key, localized(locale, r.nameEn, r.nameZh)]));

/**
 * The current names of the permissions, roles and groups the entries refer to, in the request's
 * language. Records deleted since are absent (the page then shows the id, or a name its snapshots recorded).
 */
export async function referenceNames(entries: readonly { entity: AuditEntity; before: Snapshot; after: Snapshot }[], locale: Locale): Promise<ReferenceNames> {
  const ids = referencedIds(entries);
  const db = await getDb();
  const [permissions, roles, groups] = await Promise.all([
    ids.permissions.length === 0
      ? []
      : db.select({ key: t.permissions.id, nameEn: t.permissions.nameEn, nameZh: t.permissions.nameZh }).from(t.permissions).where(inArray(t.permissions.id, ids.permissions)),
    ids.roles.length === 0
      ? []
      : db.select({ key: t.roles.code, nameEn: t.roles.nameEn, nameZh: t.roles.nameZh }).from(t.roles).where(inArray(t.roles.code, ids.roles)),
    ids.groups.length === 0
      ? []
      : db.select({ key: t.groups.id, nameEn: t.groups.nameEn, nameZh: t.groups.nameZh }).from(t.groups).where(inArray(t.groups.id, ids.groups)),
  ]);
  return { permissions: byKey(permissions, locale), roles: byKey(roles, locale), groups: byKey(groups, locale) };
}
