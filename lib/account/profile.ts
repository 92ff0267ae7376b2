import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/trail/write-transaction';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { ProfileInput } from './schema';

const profileColumns = { username: t.users.username, name: t.users.name, nameZh: t.users.nameZh, email: t.users.email, phone: t.users.phone };

/** The signed-in user's own record as the account page edits it. */
export async function readProfile(session: Session) {
  const db = await getDb();
  const [row] = await db.select(profileColumns).from(t.users).where(eq(t.users.id, session.user.id));
  if (!row) throw notFound();
  return { ...row, nameZh: row.nameZh ?? '' };
}
export type Profile = Awaited<ReturnType<typeof readProfile>>;

/** Changes the signed-in user's own names, email and phone (only the fields given). */
export async function updateProfile(session: Session, input: ProfileInput): Promise<void> {
  const { nameZh, ...rest } = input;
  const changes = { ...rest, ...(nameZh === undefined ? {} : { nameZh: nameZh === '' ? null : nameZh }) };
  await writeTransaction(async (tx) => {
    if (Object.keys(changes).length === 0) return;
    await tx.update(t.users).set({ ...changes, updatedAt: sql`now()` }).where(eq(t.users.id, session.user.id));
  });
}
