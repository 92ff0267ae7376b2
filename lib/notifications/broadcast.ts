import 'server-only';
import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { NotificationKind } from './kinds';
import { everyone, notificationChannel, rescheduled } from './notify';

const b = t.notificationBroadcasts;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

/**
 * A notification for everyone, written once however many users there are: each inbox derives it at read
 * time. It notifies at `startsAt` (or now, if that has passed): at once inside the caller's transaction,
 * or, scheduled, when the first instance's timer (or the first read) reaches it (`activateDue`).
 */
export async function broadcast(db: Writer, input: { kind: NotificationKind; data: Record<string, string | number>; source: string; startsAt: Date }): Promise<void> {
  await db.insert(b).values({ kind: input.kind, data: input.data, source: input.source, at: sql`greatest(${input.startsAt.toISOString()}::timestamptz, now())` });
  if ((await activateDue(db)) === 0) await db.execute(sql`select pg_notify(${notificationChannel}, ${rescheduled})`);
}

/** Withdraws what these sources scheduled and has not started yet (a notice disabled, moved or deleted). */
export async function withdrawPending(db: Writer, sources: readonly string[]): Promise<void> {
  const gone = await db
    .delete(b)
    .where(and(inArray(b.source, [...sources]), isNull(b.seq)))
    .returning({ id: b.id });
  if (gone.length > 0) await db.execute(sql`select pg_notify(${notificationChannel}, ${rescheduled})`);
}

/**
 * Gives every broadcast whose start has come its notification id and wakes every stream, on any
 * instance. Safe to run anywhere at once: each row is taken by one caller (the others skip it). Answers
 * how many started.
 */
export async function activateDue(db: Writer): Promise<number> {
  const due = db
    .select({ id: b.id })
    .from(b)
    .where(and(isNull(b.seq), lte(b.at, sql`now()`)))
    .orderBy(asc(b.at), asc(b.id))
    .for('update', { skipLocked: true });
  const started = await db
    .update(b)
    .set({ seq: sql`nextval(pg_get_serial_sequence('notifications', 'id'))` })
    .where(inArray(b.id, due))
    .returning({ seq: b.seq });
  if (started.length > 0) await db.execute(sql`select pg_notify(${notificationChannel}, ${everyone})`);
  return started.length;
}

/** Milliseconds until the next scheduled broadcast starts, by the database's clock (null with none). */
export async function msToNextStart(db: Pick<Db, 'select'>): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`(extract(epoch from min(${b.at}) - now()) * 1000)::float8` })
    .from(b)
    .where(isNull(b.seq));
  return row?.ms ?? null;
}
