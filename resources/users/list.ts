import 'server-only';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { exactCountLimit, listTotal, type ListTotal } from '@/lib/db/counts';
import { byteOrder, deepOffset, orderWithTieBreak, pageWindow, startsWith, type PageWindow } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { userScope, type ScopedSession } from '@/lib/scope/users';
import type { ListUsersInput, UserFilterField, UserOrderField } from './schema';
import { selectUsers, userViews } from './view';

/** The group picker's root: selecting it means everyone. */
const rootGroup = '00';

// Lower-cased keys (generated columns; phones have no case), each the leading column of an index
// (users_*_sort_idx). The name is the locale's display name: name_zh in zh when set, else name.
function textKeys(locale: Locale): Record<UserFilterField, SQL> {
  return {
    name: byteOrder(locale === 'zh' ? t.users.nameZhKey : t.users.nameKey),
    username: byteOrder(t.users.usernameKey),
    email: byteOrder(t.users.emailKey),
    phone: byteOrder(t.users.phone),
  };
}

/** The sort, ties broken by id; without orderField, by id ascending (creation order). */
function ordering(input: ListUsersInput, locale: Locale, reversed: boolean): SQL[] {
  const field: UserOrderField | undefined = input.orderField;
  let key: SQLWrapper = t.users.id;
  if (field === 'group') key = t.users.groupId;
  else if (field === 'status') key = t.users.status;
  else if (field === 'create') key = t.users.createdAt;
  else if (field) key = textKeys(locale)[field];
  return orderWithTieBreak(key, t.users.id, pageDirection(input, reversed));
}

/** The sort's direction (ascending without orderField), turned round when the page is read from the far end. */
function pageDirection(input: ListUsersInput, reversed: boolean): 'asc' | 'desc' {
  const direction = input.orderField ? input.orderValue : 'asc';
  return reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
}

/** A group and all its descendants, walking parent ids (child ids need not extend the parent's). */
export async function groupSubtree(db: Db, group: string): Promise<string[]> {
  // One row holding an array: a subtree of thousands of groups costs one value, not a row each.
  const [row] = await db
    .select({ ids: sql<string[] | null>`array_agg(subtree.id)` })
    .from(
      sql`(
        with recursive subtree(id) as (
          select id from "groups" where id = ${group}
          union
          select g.id from "groups" g join subtree s on g.parent_id = s.id
        )
        select id from subtree
      ) as subtree`,
    );
  return row?.ids ?? [];
}

/**
 * One page of users, filtered, counted, sorted and paged in SQL. The page's ids are picked from an
 * index alone, then only those rows are read. A group filter alone (no other filter, no narrower
 * data scope) is answered from `group_subtree_users`: its count, and in joining order its page too,
 * are one index range however deep the page. Otherwise the subtree is resolved first, so the planner
 * sees real group ids. The total is exact up to `exactCountLimit()` matches (or when `exactTotal`
 * asks), else estimated and flagged. Deep pages are counted first and read from the nearer end; a
 * page past the limit needs that exact count anyway. Only users in the session's data scope match,
 * and a scoped total is always exact: the planner's estimate of the scoped query is no number of its users.
 */
export async function listUsers(input: ListUsersInput, locale: Locale, session: ScopedSession) {
  const db = await getDb();
  const scope = userScope(session);
  const group = input.group !== '' && input.group !== rootGroup ? input.group : undefined;
  // A group filter alone is counted on group_subtree_users, and in joining order paged there too.
  const subtreeOnly = group !== undefined && !scope && input.filterValue === '' && input.status === 'all';
  if (subtreeOnly && input.orderField === 'create') return listSubtree(db, input, locale, group);
  const conditions: SQL[] = scope ? [scope] : [];
  if (input.filterValue !== '') conditions.push(startsWith(textKeys(locale)[input.filterField], input.filterValue));
  // users_status_sort_idx (status, id, group_id) answers this alone, sorted by id, and counts it.
  if (input.status !== 'all') conditions.push(eq(t.users.status, input.status));
  if (group) {
    const groups = await groupSubtree(db, group);
    if (groups.length === 0) return { list: [], total: 0 };
    // One array parameter, not one per group: a subtree of thousands is planned like a short one.
    conditions.push(sql`${t.users.groupId} = any(${sql.param(groups)}::text[])`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const countRows = (exact: boolean) =>
    subtreeOnly ? subtreeTotal(db, group, exact) : listTotal(db, t.users, t.users.id, where, exact || scope !== undefined);
  const pickIds = (window: PageWindow) => {
    const order = ordering(input, locale, window.reversed);
    return db.select(pageId(t.users.id)).from(t.users).where(where).orderBy(...order).limit(window.limit).offset(window.offset).as('page');
  };
  return readUsers(db, input, locale, countRows, pickIds);
}

function subtreeTotal(db: Db, group: string, exact: boolean) {
  const s = t.groupSubtreeUsers;
  return listTotal(db, s, s.userId, eq(s.groupId, group), exact);
}

/** A group's subtree, nothing else, in joining order: one range of group_subtree_users' index. */
function listSubtree(db: Db, input: ListUsersInput, locale: Locale, group: string) {
  const s = t.groupSubtreeUsers;
  const pickIds = (window: PageWindow) => {
    return db
      .select(pageId(s.userId))
      .from(s)
      .where(eq(s.groupId, group))
      .orderBy(...orderWithTieBreak(s.createdAt, s.userId, pageDirection(input, window.reversed)))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
  };
  return readUsers(db, input, locale, (exact) => subtreeTotal(db, group, exact), pickIds);
}

/** The page's ids, as a subquery the rows are joined to. */
const pageId = (column: SQLWrapper) => ({ id: sql<string>`${column}`.as('page_id') });
type PickIds = (window: PageWindow) => SubqueryWithSelection<ReturnType<typeof pageId>, 'page'>;

/** Counts, picks the page's ids and reads their rows; deep pages counted first, read from the nearer end. */
async function readUsers(db: Db, input: ListUsersInput, locale: Locale, countRows: (exact: boolean) => Promise<ListTotal>, pickIds: PickIds) {
  const offset = (input.page - 1) * input.size;
  const readPage = async (window: PageWindow) => {
    if (window.limit === 0) return [];
    const ids = pickIds(window);
    const rows = await selectUsers(db)
      .innerJoin(ids, eq(ids.id, t.users.id))
      .orderBy(...ordering(input, locale, window.reversed));
    return window.reversed ? rows.reverse() : rows;
  };
  let counted: ListTotal;
  let rows: Awaited<ReturnType<typeof readPage>>;
  if (offset < deepOffset) {
    [rows, counted] = await Promise.all([readPage({ offset, limit: input.size, reversed: false }), countRows(input.exactTotal === true)]);
  } else {
    counted = await countRows(input.exactTotal === true || offset >= exactCountLimit());
    // An estimate says only that more rows match than this page skips: read it forwards.
    const window = counted.totalEstimated ? { offset, limit: input.size, reversed: false } : pageWindow(offset, input.size, counted.total);
    rows = await readPage(window);
  }
  return { list: userViews(rows, locale), ...counted };
}
