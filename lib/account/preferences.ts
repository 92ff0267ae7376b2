import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { applyChange, preferencesMaxBytes, preferencesSchema, type Preferences, type PreferencesChange } from '@/lib/preferences/schema';

/** A user's stored preferences; what no longer fits the schema (an older release's) reads as unset. */
export async function readPreferences(userId: string): Promise<Preferences> {
  const db = await getDb();
  const [row] = await db.select({ data: t.userPreferences.data }).from(t.userPreferences).where(eq(t.userPreferences.userId, userId));
  const parsed = preferencesSchema.safeParse(row?.data ?? {});
  return parsed.success ? parsed.data : {};
}

/** Applies a change to the signed-in user's own preferences (one row, locked while it changes). */
export async function changePreferences(session: Session, change: PreferencesChange): Promise<Preferences> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ data: t.userPreferences.data }).from(t.userPreferences).where(eq(t.userPreferences.userId, session.user.id)).for('update');
    const stored = preferencesSchema.safeParse(row?.data ?? {});
    const next = applyChange(stored.success ? stored.data : {}, change);
    if (new TextEncoder().encode(JSON.stringify(next)).length > preferencesMaxBytes) throw new ApiError(413, 'api.error.preferencesTooLarge', { max: preferencesMaxBytes });
    await tx
      .insert(t.userPreferences)
      .values({ userId: session.user.id, data: next })
      .onConflictDoUpdate({ target: t.userPreferences.userId, set: { data: next, updatedAt: sql`now()` } });
    return next;
  });
}
