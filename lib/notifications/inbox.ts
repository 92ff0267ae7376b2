import 'server-only';
import { and, desc, eq, gt, inArray, isNull, lt, sql, asc } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { notificationKinds, type NotificationItem, type NotificationKind } from './kinds';
import type { NotificationListInput, NotificationReadInput } from './schema';

const n = t.notifications;
/** The unread count is exact up to this many; the bell shows "999+" beyond. */
export const unreadCap = 1000;

const columns = { id: n.id, at: n.at, kind: n.kind, data: n.data, readAt: n.readAt };
type Row = { id: number; at: Date; kind: string; data: Record<string, unknown>; readAt: Date | null };

function item(row: Row): NotificationItem {
  const kind = notificationKinds.find((k) => k === row.kind) ?? 'notice';
  const data = Object.fromEntries(Object.entries(row.data).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  return { id: row.id, at: row.at.toISOString(), kind: kind satisfies NotificationKind, data, read: row.readAt !== null };
}

/** How many of the user's notifications are unread, counted up to `unreadCap`. */
export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  const capped = db.select({ one: sql`1` }).from(n).where(and(eq(n.userId, userId), isNull(n.readAt))).limit(unreadCap).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

/** A page of the signed-in user's own notifications, newest first (keyset on id), with the unread count. */
export async function listNotifications(session: Session, input: NotificationListInput) {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(n)
    .where(and(eq(n.userId, session.user.id), input.before === undefined ? undefined : lt(n.id, input.before), input.unreadOnly ? isNull(n.readAt) : undefined))
    .orderBy(desc(n.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const next = rows.length > input.pageSize ? (page.at(-1)?.id ?? null) : null;
  return { list: page.map(item), unread: await unreadCount(session.user.id), next };
}

/** The user's notifications after `afterId`, oldest first, at most `limit` (the event stream's read). */
export async function notificationsAfter(userId: string, afterId: number, limit = 100): Promise<NotificationItem[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(n).where(and(eq(n.userId, userId), gt(n.id, afterId))).orderBy(asc(n.id)).limit(limit);
  return rows.map(item);
}

/** The newest notification id of the user's (0 with none): a stream without Last-Event-ID starts after it. */
export async function lastNotificationId(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: n.id }).from(n).where(eq(n.userId, userId)).orderBy(desc(n.id)).limit(1);
  return row?.id ?? 0;
}

/**
 * Marks the listed notifications read, all or nothing: 404 if any id is not one of the user's own (an
 * unknown id and someone else's answer alike). `{all: true}` marks every unread one. Answers the unread count.
 */
export async function markRead(session: Session, input: NotificationReadInput): Promise<{ unread: number }> {
  const db = await getDb();
  const userId = session.user.id;
  if ('all' in input) {
    await db.update(n).set({ readAt: sql`now()` }).where(and(eq(n.userId, userId), isNull(n.readAt)));
  } else {
    const ids = [...new Set(input.ids)];
    await db.transaction(async (tx) => {
      const own = await tx.select({ id: n.id }).from(n).where(and(eq(n.userId, userId), inArray(n.id, ids))).for('update');
      if (own.length !== ids.length) throw notFound();
      await tx.update(n).set({ readAt: sql`now()` }).where(and(inArray(n.id, ids), isNull(n.readAt)));
    });
  }
  return { unread: await unreadCount(userId) };
}
