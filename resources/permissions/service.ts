import 'server-only';
import { eq } from 'drizzle-orm';
import { formatTimestamp, localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { ancestorCount } from '@/lib/tree/ancestors';
import { flattenTree } from '@/lib/tree/flatten-tree';
import { startsWithIgnoringCase, statusMatches } from '@/lib/tree/prefix-filter';
import { permissionTree } from '@/lib/tree/tree-tables';
import type { PermissionFilter } from './schema';
import { asMenuIcon } from '@/lib/menu-icons';

type PermissionRow = typeof t.permissions.$inferSelect;

// Top-level items have depth 1 (the fixtures' convention), their children 2, and so on.
const topLevelDepth = 1;

function toItem(row: PermissionRow & { depth: number }, locale: Locale) {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    order: row.order,
    path: row.path,
    type: row.type,
    // '' rather than null for items that are not actions: the reference client's shape.
    action: (row.type === 'action' && row.action) || ('' as const),
    name: localized(locale, row.nameEn, row.nameZh),
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    icon: row.type === 'menu' ? asMenuIcon(row.icon) : null,
    status: row.status,
    create: formatTimestamp(row.createdAt),
    depth: row.depth,
  };
}

export type PermissionItem = ReturnType<typeof toItem>;

/** GET /api/system/permissions: every item (menus and actions) in tree order. */
export async function allPermissions(locale: Locale): Promise<PermissionItem[]> {
  const db = await getDb();
  return flattenTree(await db.select().from(t.permissions), topLevelDepth).map((row) => toItem(row, locale));
}

/** The items in tree order, filtered by id, localized name and path prefix and by status. */
export async function listPermissions(filter: PermissionFilter, locale: Locale): Promise<PermissionItem[]> {
  return filterPermissions(await allPermissions(locale), filter);
}

/** The list's filter over items already read (the export reads them once for names too). */
export function filterPermissions(items: readonly PermissionItem[], filter: Omit<PermissionFilter, 'page' | 'size'>): PermissionItem[] {
  return items.filter(
    (item) =>
      startsWithIgnoringCase(item.id, filter.id) &&
      startsWithIgnoringCase(item.name, filter.name) &&
      startsWithIgnoringCase(item.path, filter.path) &&
      statusMatches(item.status, filter.status),
  );
}

export async function permissionDetail(id: string, locale: Locale): Promise<PermissionItem | null> {
  const db = await getDb();
  const [row] = await db
    .select({ permission: t.permissions, ancestors: ancestorCount(permissionTree, id) })
    .from(t.permissions)
    .where(eq(t.permissions.id, id));
  return row ? toItem({ ...row.permission, depth: row.ancestors + topLevelDepth }, locale) : null;
}
