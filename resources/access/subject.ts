import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { fieldError } from '@/lib/api/field-error';
import type { AccessGrant, AccessSubject, HeldRole } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import { config } from '@/lib/config';
import * as t from '@/lib/db/schema';
import { jsonValue } from '@/lib/db/json';
import { keptQueries } from '@/lib/db/kept-queries';
import type { Db, Tx } from '@/lib/db/types';
import { Delegation } from '@/lib/delegation/guards';
import { everythingColumns, everythingOf, holdsEverything } from '@/lib/delegation/holdings';
import type { Locale } from '@/lib/i18n/locales';
import { allRoles } from '@/lib/rbac';
import { userScope, type ScopedSession } from '@/lib/scope/users';

/** A held role with its names. */
export interface InspectedRole extends HeldRole {
  id: string;
  nameEn: string;
  nameZh: string;
}

/** A grant with its item's id, tree place and names. */
export interface InspectedGrant extends AccessGrant {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameZh: string;
}

/** The inspected user, every role and grant they hold (enabled or not), and the current role asked for. */
export interface Inspected {
  user: { id: string; username: string; name: string; nameZh: string | null; groupId: string; enabled: boolean };
  /** the names of the user's group (null without a group row) */
  group: { nameEn: string; nameZh: string } | null;
  roles: InspectedRole[];
  grants: InspectedGrant[];
  subject: AccessSubject;
}

/** An item the user holds, read once with every source it comes from: `[role, role status]`, a null role for their own grant. */
interface ItemRow {
  id: string;
  parentId: string | null;
  path: string;
  type: InspectedGrant['type'];
  action: InspectedGrant['action'];
  nameEn: string;
  nameZh: string;
  status: string;
  sources: [string | null, string | null][];
}

/**
 * Reads the user the session inspects: 404 when outside the session's data scope (like an unknown id),
 * 403 when they hold what the session does not (lib/delegation, fed the roles and own grants read here),
 * 400 on `role` when it is neither `all` nor a role they hold. One statement with the user, their group,
 * roles and grants, whatever the number of users; beside it the session's holdings, which for super
 * (every permission and role) are two more columns of that statement.
 * A read-only request passes the database: no transaction is needed, since each statement has its own
 * snapshot under read committed either way.
 */
export async function readInspected(db: Db | Tx, session: Session, userId: string, role: string, locale: Locale): Promise<Inspected> {
  const everything = holdsEverything(session);
  const read = keptRead(db, session, everything).execute({ userId });
  const [delegationRead, [row]] = await Promise.all([everything ? undefined : Delegation.of(db, session, locale), read]);
  if (!row) throw notFound();
  const delegation = delegationRead ?? Delegation.held(db, session, locale, everythingOf(row));
  const roleRows = jsonValue<(Omit<InspectedRole, 'enabled'> & { status: string })[]>(row.roles);
  const itemRows = jsonValue<ItemRow[]>(row.grants);
  // What managing them requires (as userGrantSets reads it): every role, enabled or not, and every own permission.
  const holds = { roles: roleRows.map((r) => r.code), permissions: itemRows.filter((i) => i.sources.some(([code]) => code === null)).map((i) => i.id) };
  await delegation.assertMayManageHeld({ username: row.username, holds });
  if (role !== allRoles && !roleRows.some((r) => r.code === role)) throw fieldError(400, locale, 'role', 'api.access.roleNotHeld', { role });
  // Built field by field: a rest pattern and a spread copy every object slowly, and a user holds ~100 grants.
  const roles = roleRows.map(
    (r): InspectedRole => ({ id: r.id, code: r.code, nameEn: r.nameEn, nameZh: r.nameZh, enabled: r.status === '1', dataScope: r.dataScope }),
  );
  // A grant per source of each item, in tree (id) order and the own grant first, then by role id.
  const grants: InspectedGrant[] = [];
  for (const i of itemRows) {
    const itemEnabled = i.status === '1';
    for (const [code, roleStatus] of i.sources) {
      grants.push({
        id: i.id,
        parentId: i.parentId,
        path: i.path,
        type: i.type,
        action: i.action,
        nameEn: i.nameEn,
        nameZh: i.nameZh,
        role: code,
        itemEnabled,
        roleEnabled: roleStatus !== '0',
      });
    }
  }
  const { groupNameEn, groupNameZh } = row;
  const user = { id: row.id, username: row.username, name: row.name, nameZh: row.nameZh, groupId: row.groupId, enabled: row.status === '1' };
  const group = groupNameEn === null || groupNameZh === null ? null : { nameEn: groupNameEn, nameZh: groupNameZh };
  return { user, group, roles, grants, subject: { roles, grants, currentRole: role } };
}

/** Kept per database and scope (a session's scope: its width, user and group), at most 256 scopes. */
const keptReads = keptQueries<ReturnType<typeof prepareRead>>(256);

/**
 * The read as a prepared query kept per scope (the inspected user's id its one placeholder): drizzle
 * builds it once, not on every request. On PostgreSQL it is a named prepared statement, named by its
 * text (which differs only with the session's scope, and for super): each connection parses it once and PostgreSQL may
 * keep its plan, where planning it cost more than running it (3 ms against 2 ms at 100,000 users).
 * PGlite ignores the name; `DB_PREPARED_STATEMENTS=0` sends it unnamed (lib/config.ts).
 */
function keptRead(db: Db | Tx, session: ScopedSession, everything: boolean) {
  const named = config.preparedStatements;
  const viewer = session.viewAs?.viewer;
  const key = [named, everything, session.dataScope, session.user.id, session.user.groupId, viewer?.dataScope, viewer?.user.id, viewer?.user.groupId].join('\u0000');
  return keptReads(db, key, () => prepareRead(db, session, named, everything));
}

function prepareRead(db: Db | Tx, session: ScopedSession, named: boolean, everything: boolean) {
  const query = readUser(db, session, everything);
  return query.prepare(named ? `access_read_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 20)}` : '');
}

/**
 * The user within the session's scope, their group's names, every role they hold (in id order) and every
 * item they are granted (their own grant, no role; and each held role's), enabled or not, in tree (id)
 * order, each once with its sources; with `everything`, also what a super session holds.
 */
function readUser(db: Db | Tx, session: ScopedSession, everything: boolean) {
  const u = t.users;
  const held = everything ? everythingColumns() : { heldPermissions: sql<unknown>`null`, heldRoles: sql<unknown>`null` };
  return db
    .select({
      id: u.id,
      username: u.username,
      name: u.name,
      nameZh: u.nameZh,
      groupId: u.groupId,
      status: u.status,
      groupNameEn: t.groups.nameEn,
      groupNameZh: t.groups.nameZh,
      roles: sql<unknown>`(
        select coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'nameEn', r.name_en, 'nameZh', r.name_zh, 'status', r.status, 'dataScope', r.data_scope) order by r.id), '[]')
        from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = ${u.id})`,
      grants: sql<unknown>`(
        select coalesce(json_agg(json_build_object('id', p.id, 'parentId', p.parent_id, 'path', p.path, 'type', p.type, 'action', p.action,
          'nameEn', p.name_en, 'nameZh', p.name_zh, 'status', p.status, 'sources', x.sources) order by p.id), '[]')
        from (
          select s.permission_id, json_agg(json_build_array(s.role, s.role_status) order by s.role_id nulls first) as sources
          from (
            select up.permission_id, null::text as role_id, null::text as role, null::text as role_status
            from user_permissions up
            where up.user_id = ${u.id}
            union all
            select rp.permission_id, r.id, r.code, r.status
            from user_roles ur join roles r on r.id = ur.role_id join role_permissions rp on rp.role_id = r.id
            where ur.user_id = ${u.id}
          ) s
          group by s.permission_id
        ) x join permissions p on p.id = x.permission_id)`,
      ...held,
    })
    .from(u)
    .leftJoin(t.groups, eq(t.groups.id, u.groupId))
    .where(and(eq(u.id, sql.placeholder('userId')), userScope(session)));
}
