import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '@/lib/auth/session';
import { describeAgent } from '@/lib/user-agent';
import { getDb } from '@/lib/db/client';
import { listTotal } from '@/lib/db/counts';
import { byteOrder, startsWith, timeRange } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import { ownerScope } from '@/lib/scope/users';
import type { ListSigninsInput } from './schema';

const g = t.signins;
const columns = { id: g.id, at: g.at, username: g.username, userId: g.userId, result: g.result, factor: g.factor, address: g.address, userAgent: g.userAgent };
const newestFirst = [desc(g.at), desc(g.id)];

type Row = Awaited<ReturnType<typeof readRows>>[number];

function view({ userAgent, ...row }: Row) {
  return { ...row, ...describeAgent(userAgent) };
}
export type SigninView = ReturnType<typeof view>;

async function readRows(where: SQL | undefined, size: number, offset: number) {
  const db = await getDb();
  return db.select(columns).from(g).where(where).orderBy(...newestFirst).limit(size).offset(offset);
}

/**
 * One page of the sign-in history, newest first, and how many match. A scoped session sees only the
 * records of users in its data scope (an unknown username names no user: only `all` sees those).
 */
export async function listSignins(input: ListSigninsInput, session: Session) {
  const db = await getDb();
  const scope = ownerScope(g.userId, session);
  const where = and(
    scope,
    input.username !== '' ? startsWith(byteOrder(g.usernameKey), input.username) : undefined,
    input.address !== '' ? startsWith(sql`lower(${g.address}) collate "C"`, input.address) : undefined,
    input.result ? eq(g.result, input.result) : undefined,
    ...timeRange(g.at, input.from, input.to),
  );
  const [rows, counted] = await Promise.all([
    readRows(where, input.size, (input.page - 1) * input.size),
    listTotal(db, g, g.id, where, scope !== undefined),
  ]);
  return { list: rows.map(view), ...counted };
}

/** The signed-in user's last 20 sign-in attempts and sign-outs (whatever username spelling was typed). */
export async function ownSignins(session: Session) {
  return (await readRows(eq(g.userId, session.user.id), 20, 0)).map(view);
}
