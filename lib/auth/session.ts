import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { jsonValue } from '@/lib/db/json';
import { keptQueries } from '@/lib/db/kept-queries';
import * as t from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { allRoles, effectiveGrants } from '@/lib/rbac';
import type { SignInClient } from '@/lib/server/socket-address';
import { recordSignin } from '@/lib/auth/signin-record';
import { currentRoleInForce, scopeInForce } from '@/lib/access';
import { settingsFrom } from '@/lib/settings/read';
import {
  activityMarkMs,
  markIsStale,
  policyOf,
  sessionEnd,
  sessionLifetimeSeconds,
  sessionPolicy,
  type SessionEnd,
  type SessionPolicy,
} from './session-policy';
import { expiredClaims, signToken, verifyToken } from './token';
import { identityOf } from './identity';
import { viewedSession } from './view-as';

export type { Session, SessionUser, ViewAs } from './session-types';
import type { Session, SessionUser } from './session-types';

/** The person signed in: the viewer while viewing as someone, else the session's user. */
export function signedInUser(session: Pick<Session, 'user' | 'viewAs'>): SessionUser {
  return session.viewAs?.viewer.user ?? session.user;
}

/**
 * Resolves a token to its session, or null when it is invalid, expired, idle too long (lib/auth/session-policy.ts),
 * revoked or the user is disabled. A live session's activity mark moves when it is a minute old.
 */
export async function sessionFromToken(token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return null;
  const row = await readSession(claims);
  if (!row) return null;
  const { createdAt, lastActiveAt, currentRole, viewAsUserId, viewAsRole, settings, ...identity } = row;
  const times = { createdAt: new Date(createdAt), lastActiveAt: new Date(lastActiveAt) };
  const now = Date.now();
  if (sessionEnd(times, now, policyIn(settings))) return null;
  if (markIsStale(times.lastActiveAt, now)) await touchSession(claims.sid, now);
  const { user, group, roles, grants } = identityOf(identity);
  // A role disabled or taken away since it was chosen no longer applies: fall back to all.
  const held = roles.map((r) => ({ ...r, enabled: true }));
  const role = currentRoleInForce(currentRole, held);
  const effective = effectiveGrants(grants, role);
  const session: Session = { id: claims.sid, user, group, currentRole: role, roles, grants, effective, dataScope: scopeInForce(held, role) };
  return viewAsUserId === null ? session : viewedSession(session, viewAsUserId, viewAsRole ?? allRoles);
}

/**
 * Whether the token's session is still live, without marking it active: a long-lived reader (the
 * notifications' event stream) checks with this, so an open stream never keeps an idle session alive.
 */
export async function sessionAlive(token: string | undefined): Promise<boolean> {
  const claims = token ? await verifyToken(token) : null;
  const row = claims ? await readSession(claims) : undefined;
  if (!row) return false;
  return !sessionEnd({ createdAt: new Date(row.createdAt), lastActiveAt: new Date(row.lastActiveAt) }, Date.now(), policyIn(row.settings));
}

/** The timeouts in force, from the stored settings the session read answered beside the session (a JSON object by key). */
function policyIn(settings: unknown): SessionPolicy {
  return policyOf(settingsFrom(new Map(Object.entries(jsonValue<Record<string, unknown>>(settings)))));
}

/**
 * One round trip: the database function `session_read` (drizzle/0012_session_read.sql) answers the
 * session, its user, the user's group names, enabled roles and grants, and the same statement the stored
 * settings (the timeouts in force now, on every instance, seen in the same snapshot as the session). PL/pgSQL keeps that query's plan
 * for the connection's life, so no engine plans it per request: planning cost 1.7 ms a request on
 * PostgreSQL and half of the embedded database's 2.8 ms read (it has no named prepared statements).
 * On PostgreSQL the call itself is a named prepared statement too; `DB_PREPARED_STATEMENTS=0` sends it
 * unnamed, for a pooler in transaction mode without prepared statements (PgBouncer before 1.21), where
 * the function's cached plan still spares the planning.
 */
function prepareSessionRead(db: Db) {
  const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`;
  return db
    .select({
      currentRole: column<string>('current_role'),
      id: column<string>('id'),
      username: column<string>('username'),
      name: column<string>('name'),
      nameZh: column<string | null>('name_zh'),
      email: column<string>('email'),
      groupId: column<string>('group_id'),
      groupNameEn: column<string | null>('group_name_en'),
      groupNameZh: column<string | null>('group_name_zh'),
      roles: column<unknown>('roles'),
      grants: column<unknown>('grants'),
      // timestamptz: a Date from node-postgres, a Date or string from the embedded database
      createdAt: column<Date | string>('created_at'),
      lastActiveAt: column<Date | string>('last_active_at'),
      viewAsUserId: column<string | null>('view_as_user_id'),
      viewAsRole: column<string | null>('view_as_role'),
      // a small table (one row per setting an administrator set): every row, as the settings page reads them
      settings: sql<unknown>`(select coalesce(jsonb_object_agg(${t.settings.key}, ${t.settings.value}), '{}'::jsonb) from ${t.settings})`,
    })
    .from(sql`session_read(${sql.placeholder('sid')}, ${sql.placeholder('sub')}, ${sql.placeholder('ver')})`)
    .prepare(config.preparedStatements ? 'session_read' : '');
}

const sessionReads = keptQueries<ReturnType<typeof prepareSessionRead>>();

async function readSession(claims: { sid: string; sub: string; ver: number }) {
  const db = await getDb();
  const [row] = await sessionReads(db, 'session', () => prepareSessionRead(db)).execute(claims);
  return row;
}

/** Opens a session for a user and signs its token, which lives until the session's absolute timeout. */
export async function openSession(db: Pick<Db, 'insert' | 'select'>, user: { id: string; version: number }, client: SignInClient): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const now = new Date();
  const lifetime = sessionLifetimeSeconds(await sessionPolicy(db));
  const expiresAt = new Date(now.getTime() + lifetime * 1000);
  await db
    .insert(t.sessions)
    .values({ id, userId: user.id, createdAt: now, lastActiveAt: now, expiresAt, tokenVersion: user.version, address: client.address, userAgent: client.userAgent });
  return signToken({ sub: user.id, sid: id, ver: user.version }, lifetime);
}

/**
 * "Last active", at most one write a minute per session: only a mark a minute old is moved (the
 * condition again in the update, so instances racing write once). The mark lives in the sessions row,
 * so the idle timeout holds across instances.
 */
async function touchSession(sessionId: string, now: number): Promise<void> {
  const db = await getDb();
  await db
    .update(t.sessions)
    .set({ lastActiveAt: new Date(now) })
    .where(and(eq(t.sessions.id, sessionId), lt(t.sessions.lastActiveAt, new Date(now - activityMarkMs))));
}

/**
 * Why a token's session is over, when it ended by a timeout (idle, or its absolute lifetime), for the
 * 401 and the sign-in page to say so; null for any other refusal (a bad token, a revoked session, a
 * disabled user). Read only after the session read refused the token.
 */
export async function sessionEndOf(token: string | undefined): Promise<SessionEnd | null> {
  if (!token) return null;
  // A token past its expiry is the absolute timeout's (tokens live as long as sessions may).
  const claims = (await verifyToken(token)) ?? (await expiredClaims(token));
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: t.sessions.createdAt, lastActiveAt: t.sessions.lastActiveAt })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(and(eq(t.sessions.id, claims.sid), eq(t.users.id, claims.sub), eq(t.users.tokenVersion, claims.ver), eq(t.users.status, '1')));
  return row ? sessionEnd(row, Date.now(), await sessionPolicy(db)) : null;
}

/** Signs a session out (its token dies with the row) and records the sign-out in the history. */
export async function closeSession(session: Pick<Session, 'id' | 'user' | 'viewAs'>, client: SignInClient): Promise<void> {
  const db = await getDb();
  const user = signedInUser(session);
  await db.transaction(async (tx) => {
    const closed = await tx.delete(t.sessions).where(eq(t.sessions.id, session.id)).returning({ id: t.sessions.id });
    if (closed.length > 0) await recordSignin(tx, { username: user.username, userId: user.id, result: 'signout' }, client);
  });
}

export async function setCurrentRole(sessionId: string, role: string): Promise<void> {
  const db = await getDb();
  await db.update(t.sessions).set({ currentRole: role }).where(eq(t.sessions.id, sessionId));
}
