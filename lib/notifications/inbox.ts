import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { activateDue } from './broadcast';
import { notificationKinds, type NotificationItem, type NotificationKind } from './kinds';
import type { NotificationListInput, NotificationReadInput } from './schema';

const n = t.notifications;
const b = t.notificationBroadcasts;
const r = t.notificationReads;
const w = t.notificationWatermarks;
/** The unread count is exact up to this many; the bell shows "999+" beyond. */
export const unreadCap = 1000;

type Row = { id: number; at: Date; kind: string; data: Record<string, unknown>; read: boolean };

function item(row: Row): NotificationItem {
  const kind = notificationKinds.find((k) => k === row.kind) ?? 'notice';
  const data = Object.fromEntries(Object.entries(row.data).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  return { id: row.id, at: row.at.toISOString(), kind: kind satisfies NotificationKind, data, read: row.read };
}

// A user's inbox is their own rows and the broadcasts (one row each for everyone) that started since the
// user was created, read when at or below the user's watermark or marked one by one.
const own = (userId: string) => eq(n.userId, userId);
const shown = (userId: string) => and(isNotNull(b.seq), gte(b.at, sql`(select ${t.users.createdAt}::timestamptz from ${t.users} where ${t.users.id} = ${userId})`));
const readThrough = (userId: string) => sql`coalesce((select ${w.readThrough} from ${w} where ${w.userId} = ${userId}), 0)`;
const sharedRead = (userId: string): SQL<boolean> =>
  sql<boolean>`(${b.seq} <= ${readThrough(userId)} or exists (select 1 from ${r} where ${r.userId} = ${userId} and ${r.seq} = ${b.seq}))`;

const ownColumns = { id: n.id, at: n.at, kind: n.kind, data: n.data, read: sql<boolean>`${n.readAt} is not null` };
const sharedColumns = (userId: string) => ({ seq: b.seq, at: b.at, kind: b.kind, data: b.data, read: sharedRead(userId) });
const withIds = (rows: { seq: number | null; at: Date; kind: string; data: Record<string, unknown>; read: boolean }[]): Row[] =>
  rows.flatMap(({ seq, ...row }) => (seq === null ? [] : [{ id: seq, ...row }]));

async function countCapped(db: Db, query: SQL): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sql`(${query}) as capped`);
  return row?.count ?? 0;
}

/** How many of the user's notifications are unread, counted up to `unreadCap`. */
export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  const ownUnread = db.select({ one: sql`1` }).from(n).where(and(own(userId), isNull(n.readAt))).limit(unreadCap).getSQL();
  const sharedUnread = db
    .select({ one: sql`1` })
    .from(b)
    .where(and(shown(userId), gt(b.seq, readThrough(userId)), not(sharedRead(userId))))
    .limit(unreadCap)
    .getSQL();
  const [mine, shared] = await Promise.all([countCapped(db, ownUnread), countCapped(db, sharedUnread)]);
  return Math.min(unreadCap, mine + shared);
}

/** A page of the signed-in user's own notifications, newest first (keyset on id), with the unread count. */
export async function listNotifications(session: Session, input: NotificationListInput) {
  const db = await getDb();
  const userId = session.user.id;
  // A scheduled broadcast whose start has come starts here if no instance's timer got to it yet.
  await activateDue(db);
  const take = input.pageSize + 1;
  const [mine, shared] = await Promise.all([
    db
      .select(ownColumns)
      .from(n)
      .where(and(own(userId), input.before === undefined ? undefined : lt(n.id, input.before), input.unreadOnly ? isNull(n.readAt) : undefined))
      .orderBy(desc(n.id))
      .limit(take),
    db
      .select(sharedColumns(userId))
      .from(b)
      .where(and(shown(userId), input.before === undefined ? undefined : lt(b.seq, input.before), input.unreadOnly ? not(sharedRead(userId)) : undefined))
      .orderBy(desc(b.seq))
      .limit(take),
  ]);
  const rows = [...mine, ...withIds(shared)].sort((x, y) => y.id - x.id).slice(0, take);
  const page = rows.slice(0, input.pageSize);
  const next = rows.length > input.pageSize ? (page.at(-1)?.id ?? null) : null;
  return { list: page.map(item), unread: await unreadCount(userId), next };
}

/** The user's notifications after `afterId`, oldest first, at most `limit` (the event stream's read). */
export async function notificationsAfter(userId: string, afterId: number, limit = 100): Promise<NotificationItem[]> {
  const db = await getDb();
  const [mine, shared] = await Promise.all([
    db.select(ownColumns).from(n).where(and(own(userId), gt(n.id, afterId))).orderBy(asc(n.id)).limit(limit),
    db.select(sharedColumns(userId)).from(b).where(and(shown(userId), gt(b.seq, afterId))).orderBy(asc(b.seq)).limit(limit),
  ]);
  return [...mine, ...withIds(shared)]
    .sort((x, y) => x.id - y.id)
    .slice(0, limit)
    .map(item);
}

/** The newest notification id of the user's (0 with none): a stream without Last-Event-ID starts after it. */
export async function lastNotificationId(userId: string): Promise<number> {
  const db = await getDb();
  const [[mine], [shared]] = await Promise.all([
    db.select({ id: n.id }).from(n).where(own(userId)).orderBy(desc(n.id)).limit(1),
    db.select({ seq: b.seq }).from(b).where(shown(userId)).orderBy(desc(b.seq)).limit(1),
  ]);
  return Math.max(mine?.id ?? 0, shared?.seq ?? 0);
}

/**
 * Marks the listed notifications read, all or nothing: 404 if any id is not one of the user's own or a
 * broadcast they see (an unknown id and someone else's answer alike). `{all: true}` marks every unread
 * one: their own rows, and the watermark moved to the newest broadcast. Answers the unread count.
 */
export async function markRead(session: Session, input: NotificationReadInput): Promise<{ unread: number }> {
  const db = await getDb();
  const userId = session.user.id;
  if ('all' in input) {
    await db.transaction(async (tx) => {
      await tx.update(n).set({ readAt: sql`now()` }).where(and(own(userId), isNull(n.readAt)));
      const [newest] = await tx.select({ seq: sql<number>`coalesce(max(${b.seq}), 0)::int` }).from(b);
      const through = newest?.seq ?? 0;
      await tx
        .insert(w)
        .values({ userId, readThrough: through })
        .onConflictDoUpdate({ target: w.userId, set: { readThrough: sql`greatest(${w.readThrough}, excluded.read_through)` } });
      await tx.delete(r).where(and(eq(r.userId, userId), lte(r.seq, through)));
    });
  } else {
    const ids = [...new Set(input.ids)];
    await db.transaction(async (tx) => {
      const mine = await tx.select({ id: n.id }).from(n).where(and(own(userId), inArray(n.id, ids))).for('update');
      const rest = ids.filter((id) => !mine.some((row) => row.id === id));
      const shared = rest.length === 0 ? [] : await tx.select({ seq: b.seq }).from(b).where(and(shown(userId), inArray(b.seq, rest)));
      if (mine.length + shared.length !== ids.length) throw notFound();
      if (mine.length > 0) await tx.update(n).set({ readAt: sql`now()` }).where(and(inArray(n.id, mine.map((row) => row.id)), isNull(n.readAt)));
      const seqs = shared.flatMap((row) => (row.seq === null ? [] : [row.seq]));
      if (seqs.length > 0) await tx.insert(r).values(seqs.map((seq) => ({ userId, seq }))).onConflictDoNothing();
    });
  }
  return { unread: await unreadCount(userId) };
}
