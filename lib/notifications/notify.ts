import 'server-only';
import { sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { NotificationKind } from './kinds';

/**
 * The NOTIFY channel: its payload is the user id whose inbox grew, `*` for everyone's (a broadcast
 * started), or `@` when the scheduled broadcasts changed (each instance re-reads its next start).
 */
export const notificationChannel = 'notifications';
export const everyone = '*';
export const rescheduled = '@';

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
