import 'server-only';
import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { byteOrder, startsWith } from '@/lib/db/listing';
import { listOrder, onePage } from '@/lib/resource/list-page';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import type { KeyOrderField, ListKeysInput } from './schema';

const k = t.apiKeys;
const columns = {
  id: k.id,
  userId: k.userId,
  username: t.users.username,
  owner: t.users.name,
  ownerZh: t.users.nameZh,
  name: k.name,
  // The permissions the key carries, in tree order (one subquery per row of a page: at most 100).
  permissions: sql<string[]>`array(select kp.permission_id from api_key_permissions kp where kp.key_id = ${k.id} order by 1)`,
  createdAt: k.createdAt,
  expiresAt: k.expiresAt,
  lastUsedAt: k.lastUsedAt,
  lastUsedAddress: k.lastUsedAddress,
};

const sortKeys: Record<KeyOrderField, SQLWrapper> = {
  username: byteOrder(t.users.usernameKey),
  name: byteOrder(k.name),
  createdAt: k.createdAt,
  expiresAt: k.expiresAt,
  lastUsedAt: k.lastUsedAt,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectKeys>['execute']>>[number];

function view(row: Row, locale: Locale, now: number) {
  const { owner, ownerZh, ...rest } = row;
  return { ...rest, owner: localized(locale, owner, ownerZh), expired: row.expiresAt.getTime() <= now };
}
export type KeyView = ReturnType<typeof view>;

function selectKeys(db: Awaited<ReturnType<typeof getDb>>) {
  return db.select(columns).from(k).innerJoin(t.users, eq(t.users.id, k.userId));
}

/** One page of the keys of users in the session's data scope, filtered and sorted, and their total. */
export async function listKeys(input: ListKeysInput, locale: Locale, session: Session) {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [userScope(session)];
  if (input.username !== '') conditions.push(startsWith(byteOrder(t.users.usernameKey), input.username));
  const where = and(...conditions);
  const order = listOrder(input, (field) => sortKeys[field], k.id, k.createdAt);
  const [rows, [counted]] = await Promise.all([
    onePage(selectKeys(db).where(where).$dynamic(), order, input),
    db.select({ total: count() }).from(k).innerJoin(t.users, eq(t.users.id, k.userId)).where(where),
  ]);
  const now = Date.now();
  return { list: rows.map((row) => view(row, locale, now)), total: counted?.total ?? 0 };
}

/** The signed-in user's own keys, the newest first (a user keeps at most `ownKeyLimit`). */
export async function ownKeys(session: Session, locale: Locale) {
  const db = await getDb();
  const rows = await selectKeys(db).where(eq(k.userId, session.user.id)).orderBy(desc(k.createdAt), desc(k.id)).limit(ownKeyLimit);
  const now = Date.now();
  return rows.map((row) => view(row, locale, now));
}

/** How many keys one user may hold: the own list is whole, without paging. */
export const ownKeyLimit = 50;
