import { eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { writeTransaction } from '@/lib/audit/write-transaction';
import { hashPassword, randomPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { revokeTokens } from './guards';

/** Gives a user a new random password (answered once) and revokes every token they hold. */
export async function resetPassword(id: string): Promise<{ password: string }> {
  const db = await getDb();
  // Check first: hashing is deliberately slow, so an unknown id should not pay for it.
  const [exists] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, id));
  if (!exists) throw notFound();
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await writeTransaction(async (tx) => {
    const updated = await tx
      .update(t.users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(t.users.id, id))
      .returning({ id: t.users.id });
    if (updated.length === 0) throw notFound();
    await revokeTokens(tx, [id]);
  });
  return { password };
}
