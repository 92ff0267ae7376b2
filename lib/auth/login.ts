import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { textSchema } from '@/lib/api/schemas';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { verifyPassword } from './password';
import { openSession } from './session';

export const loginSchema = z.object({
  username: textSchema(128),
  password: z.string().max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const maxFailures = 5;
export const failureWindowMinutes = 15;

export type LoginResult =
  | { status: 'ok'; token: string }
  | { status: 'error'; field: 'username' | 'password'; messageId: string };

/**
 * Checks a username and password (the username first, as the spec says) and opens a session.
 * Failures are counted per username in the database, so the limit holds across instances; the
 * advisory lock makes concurrent attempts for one username take turns.
 */
export async function login({ username, password }: LoginInput): Promise<LoginResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    const since = sql`now() - make_interval(mins => ${failureWindowMinutes})`;
    await tx.delete(t.loginFailures).where(and(eq(t.loginFailures.username, username), lt(t.loginFailures.failedAt, since)));
    const [recent] = await tx
      .select({ n: count() })
      .from(t.loginFailures)
      .where(and(eq(t.loginFailures.username, username), gt(t.loginFailures.failedAt, since)));
    if ((recent?.n ?? 0) >= maxFailures) {
      throw new ApiError(429, 'api.error.tooManyAttempts', { minutes: failureWindowMinutes });
    }
    const [user] = await tx
      .select({ id: t.users.id, hash: t.users.passwordHash, status: t.users.status, version: t.users.tokenVersion })
      .from(t.users)
      .where(eq(t.users.username, username));
    const fail = async (field: 'username' | 'password', messageId: string): Promise<LoginResult> => {
      await tx.insert(t.loginFailures).values({ username });
      return { status: 'error', field, messageId };
    };
    if (!user) return fail('username', 'api.login.usernameError');
    if (!(await verifyPassword(password, user.hash))) return fail('password', 'api.login.passwordError');
    if (user.status !== '1') return fail('username', 'api.login.disabled');
    await tx.delete(t.loginFailures).where(eq(t.loginFailures.username, username));
    return { status: 'ok', token: await openSession(tx, user.id, user.version) };
  });
}
