import 'server-only';
import { eq } from 'drizzle-orm';
import { formatTimestamp, localized } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { groupScope, type ScopedSession } from '@/lib/scope/users';
import { ancestorCount } from '@/lib/tree/ancestors';
import { flattenTree } from '@/lib/tree/flatten-tree';
import { startsWithIgnoringCase, statusMatches } from '@/lib/tree/prefix-filter';
import { groupTree } from '@/lib/tree/tree-tables';
import { rootGroupId, type GroupFilter } from './schema';

type GroupRow = typeof t.groups.$inferSelect;

function toItem(row: GroupRow & { depth: number }, locale: Locale) {
  return {
    id: row.id,
    name: localized(locale, row.nameEn, row.nameZh),
    nameEn: row.nameEn,
    nameZh: row.nameZh,
    parentId: row.parentId ?? '',
    depth: row.depth,
    order: row.order,
    status: row.status,
    create: formatTimestamp(row.createdAt),
  };
}

export type GroupItem = ReturnType<typeof toItem>;

async function groupsInTreeOrder(scope?: ScopedSession) {
  const db = await getDb();
  return flattenTree(await db.select().from(t.groups).where(scope && groupScope(scope)), 0);
}

/**
 * GET /api/common/groups: every group, the root `00` first (depth 0, parentId ''), for pickers. A
 * session with a narrower data scope gets only the groups in it (its top group keeps its real
 * parentId, which is not among them: pickers show it as a root).
 */
export async function groupOptions(locale: Locale, session: ScopedSession) {
  return (await groupsInTreeOrder(session)).map((row) => {
    const { id, name, parentId, depth, order } = toItem(row, locale);
    return { id, name, parentId, depth, order };
  });
}

/** The groups below the root in tree order, filtered by id and localized-name prefix and by status. */
export async function listGroups(filter: GroupFilter, locale: Locale): Promise<GroupItem[]> {
  return (await groupsInTreeOrder())
    .filter((row) => row.id !== rootGroupId)
    .map((row) => toItem(row, locale))
    .filter(
      (item) =>
        startsWithIgnoringCase(item.id, filter.id) &&
        startsWithIgnoringCase(item.name, filter.name) &&
        statusMatches(item.status, filter.status),
    );
}

/** One group below the root, or null (the root is not a group one manages). */
export async function groupDetail(id: string, locale: Locale): Promise<GroupItem | null> {
  if (id === rootGroupId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ group: t.groups, depth: ancestorCount(groupTree, id) })
    .from(t.groups)
    .where(eq(t.groups.id, id));
  return row ? toItem({ ...row.group, depth: row.depth }, locale) : null;
}
