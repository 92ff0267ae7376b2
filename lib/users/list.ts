import { and, count, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { byteOrder, deepOffset, orderWithTieBreak, pageWindow, startsWith, type PageWindow } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
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
  const direction = input.orderField ? input.orderValue : 'asc';
  const flipped = reversed ? (direction === 'asc' ? 'desc' : 'asc') : direction;
  let key: SQLWrapper = t.users.id;
  if (field === 'group') key = t.users.groupId;
  else if (field === 'status') key = t.users.status;
  else if (field === 'create') key = t.users.createdAt;
  else if (field) key = textKeys(locale)[field];
  return orderWithTieBreak(key, t.users.id, flipped);
}

/** A group and all its descendants, walking parent ids (child ids need not extend the parent's). */
async function groupSubtree(db: Db, group: string): Promise<string[]> {
  const subtree = sql`(
    with recursive subtree(id) as (
      select id from "groups" where id = ${group}
      union
      select g.id from "groups" g join subtree s on g.parent_id = s.id
    )
    select id from subtree
  )`;
  const rows = await db.select({ id: t.groups.id }).from(t.groups).where(inArray(t.groups.id, subtree));
  return rows.map((r) => r.id);
}

/**
 * One page of users, filtered, counted, sorted and paged in SQL. The subtree is resolved first so
 * the planner sees real group ids. The page's ids are picked from an index alone, then only those
 * rows are read; deep pages are counted first and read from the nearer end.
 */
export async function listUsers(input: ListUsersInput, locale: Locale) {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (input.filterValue !== '') conditions.push(startsWith(textKeys(locale)[input.filterField], input.filterValue));
  if (input.group !== '' && input.group !== rootGroup) {
    const groups = await groupSubtree(db, input.group);
    if (groups.length === 0) return { list: [], total: 0 };
    conditions.push(inArray(t.users.groupId, groups));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const countRows = async () => (await db.select({ total: count() }).from(t.users).where(where))[0]?.total ?? 0;
  const readPage = async (window: PageWindow) => {
    if (window.limit === 0) return [];
    const order = ordering(input, locale, window.reversed);
    const ids = db
      .select({ id: t.users.id })
      .from(t.users)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const rows = await selectUsers(db)
      .innerJoin(ids, eq(ids.id, t.users.id))
      .orderBy(...order);
    return window.reversed ? rows.reverse() : rows;
  };
  const offset = (input.page - 1) * input.size;
  let total: number;
  let rows: Awaited<ReturnType<typeof readPage>>;
  if (offset < deepOffset) {
    [rows, total] = await Promise.all([readPage({ offset, limit: input.size, reversed: false }), countRows()]);
  } else {
    total = await countRows();
    rows = await readPage(pageWindow(offset, input.size, total));
  }
  return { list: await userViews(db, rows, locale), total };
}
