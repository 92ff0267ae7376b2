import 'server-only';
import { sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { NotificationKind } from './kinds';

/** The NOTIFY channel: its payload is the user id whose inbox grew, or `*` for everyone's. */
export const notificationChannel = 'notifications';
export const everyone = '*';

type Writer = Pick<Db, 'insert' | 'execute'>;

/**
 * Writes a notification for one user and wakes their event streams on every instance. Inside a
 * transaction both wait for its commit (PostgreSQL delivers a NOTIFY at commit), so a rolled-back
 * write notifies no one.
 */
export async function notify(db: Writer, userId: string, kind: NotificationKind, data: Record<string, string | number> = {}): Promise<void> {
  await db.insert(t.notifications).values({ userId, kind, data });
  await db.execute(sql`select pg_notify(${notificationChannel}, ${userId})`);
}

/** Writes one notification for every user (a notice published to all) in one statement, and wakes every stream. */
export async function notifyEveryone(db: Writer, kind: NotificationKind, data: Record<string, string | number>): Promise<void> {
  await db.execute(sql`insert into ${t.notifications} (user_id, kind, data) select ${t.users.id}, ${kind}, ${JSON.stringify(data)}::jsonb from ${t.users}`);
  await db.execute(sql`select pg_notify(${notificationChannel}, ${everyone})`);
}
