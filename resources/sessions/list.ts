import 'server-only';
import { and, count, desc, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import type { Session } from '@/lib/auth/session';
import { idleCutoff, sessionLifetimeSeconds, sessionPolicy, type SessionPolicy } from '@/lib/auth/session-policy';
import { describeAgent } from '@/lib/user-agent';
import { getDb } from '@/lib/db/client';
import { byteOrder, startsWith } from '@/lib/db/listing';
import { listOrder, onePage } from '@/lib/resource/list-page';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { groupSubtree } from '@/resources/users/list';
import type { ListSessionsInput, SessionOrderField } from './schema';

/** The group picker's root: selecting it means everyone. */
const rootGroup = '00';

const s = t.sessions;
const columns = {
  id: s.id,
  userId: s.userId,
  username: t.users.username,
  name: t.users.name,
  nameZh: t.users.nameZh,
  group: t.users.groupId,
  groupEn: t.groups.nameEn,
  groupZh: t.groups.nameZh,
  address: s.address,
  userAgent: s.userAgent,
  signedInAt: s.createdAt,
  lastActiveAt: s.lastActiveAt,
  currentRole: s.currentRole,
};

/**
 * A live session: neither past its absolute timeout nor idle too long (lib/auth/session-policy.ts), its user enabled and still on the token version it signed in with (a
 * password reset or disable kills every older token, so those rows are no session any more).
 */
function live(policy: SessionPolicy): SQL | undefined {
  const now = Date.now();
  return and(
    gt(s.expiresAt, new Date(now)),
    // the absolute timeout in force now (a lowered setting ends sessions begun before it too)
    gt(s.createdAt, new Date(now - sessionLifetimeSeconds(policy) * 1000)),
    gt(s.lastActiveAt, idleCutoff(now, policy)),
    eq(s.tokenVersion, t.users.tokenVersion),
    eq(t.users.status, '1'),
  );
}

const sortKeys: Record<SessionOrderField, SQLWrapper> = {
  username: byteOrder(t.users.usernameKey),
  group: t.users.groupId,
  address: byteOrder(s.address),
  signedInAt: s.createdAt,
  lastActiveAt: s.lastActiveAt,
};

type Row = Awaited<ReturnType<typeof selectSessions>>[number];

function view(row: Row, locale: Locale, currentId: string) {
  const { nameZh, groupEn, groupZh, userAgent, ...rest } = row;
  return {
    ...rest,
    name: localized(locale, row.name, nameZh),
    groupName: groupEn === null ? '' : localized(locale, groupEn, groupZh),
    ...describeAgent(userAgent),
    current: row.id === currentId,
  };
}
export type SessionView = ReturnType<typeof view>;

function selectSessions(db: Awaited<ReturnType<typeof getDb>>) {
  return db.select(columns).from(s).innerJoin(t.users, eq(t.users.id, s.userId)).leftJoin(t.groups, eq(t.groups.id, t.users.groupId));
}

/** One page of live sessions of users in the session's data scope, filtered and sorted, and their total. */
export async function listSessions(input: ListSessionsInput, locale: Locale, session: Session) {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [live(await sessionPolicy(db)), userScope(session)];
  if (input.username !== '') conditions.push(startsWith(byteOrder(t.users.usernameKey), input.username));
  if (input.group !== '' && input.group !== rootGroup) {
    const groups = await groupSubtree(db, input.group);
    if (groups.length === 0) return { list: [], total: 0 };
    conditions.push(sql`${t.users.groupId} = any(${sql.param(groups)}::text[])`);
  }
  const where = and(...conditions);
  const order = listOrder(input, (field) => sortKeys[field], s.id, s.lastActiveAt);
  const [rows, [counted]] = await Promise.all([
    onePage(selectSessions(db).where(where).$dynamic(), order, input),
    db.select({ total: count() }).from(s).innerJoin(t.users, eq(t.users.id, s.userId)).where(where),
  ]);
  return { list: rows.map((row) => view(row, locale, session.id)), total: counted?.total ?? 0 };
}

/** The signed-in user's own live sessions, the most recently active first (this one marked `current`). */
export async function ownSessions(session: Session, locale: Locale) {
  const db = await getDb();
  const rows = await selectSessions(db)
    .where(and(live(await sessionPolicy(db)), eq(s.userId, session.user.id)))
    .orderBy(desc(s.lastActiveAt), desc(s.id))
    .limit(100);
  return rows.map((row) => view(row, locale, session.id));
}
