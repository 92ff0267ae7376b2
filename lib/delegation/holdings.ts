import 'server-only';
import { and, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { Session } from '@/lib/auth/session';
import { config } from '@/lib/config';
import * as t from '@/lib/db/schema';
import { jsonValue } from '@/lib/db/json';
import { keptQueries } from '@/lib/db/kept-queries';
import type { Db, Tx } from '@/lib/db/types';
import { allRoles } from '@/lib/rbac';
import { superRole } from '@/lib/rbac';
import { dataScopes } from '@/lib/scope/data-scope';
import type { GrantSet, Holdings } from './rules';

type Reader = Db | Tx;

/** The enabled roles a session acts under: all it holds, or only its current one. */
export function rolesInForce(session: Session): Session['roles'] {
  return session.roles.filter((r) => session.currentRole === allRoles || r.code === session.currentRole);
}

/**
 * What a session holds under its current role. Permission status does not matter here: a disabled
 * item is still held, so re-enabling it later widens nobody. The super role holds every permission.
 * A role counts as held only when its data scope is no wider than the session's (lib/scope).
 */
export async function holdingsOf(db: Reader, session: Session): Promise<Holdings> {
  const held = await ownerHoldings(db, session);
  if (!session.key) return held;
  // A key holds only what it carries of its owner's holdings, and the roles all of whose permissions those are.
  const carried = new Set(session.key.permissions);
  const permissions = held.permissions.filter((id) => carried.has(id));
  const roles = await rolesWithin(db, permissions, session);
  return { permissions, roles };
}

async function ownerHoldings(db: Reader, session: Session): Promise<Holdings> {
  const inForce = rolesInForce(session);
  if (inForce.some((r) => r.code === superRole)) {
    const [all] = await everythingRead(db).execute();
    return everythingOf(all);
  }
  const fromRoles = db
    .select({ id: t.rolePermissions.permissionId })
    .from(t.rolePermissions)
    .where(inArray(t.rolePermissions.roleId, inForce.length > 0 ? inForce.map((r) => r.id) : ['']));
  const own = db.select({ id: t.userPermissions.permissionId }).from(t.userPermissions).where(eq(t.userPermissions.userId, session.user.id));
  const permissions = (await fromRoles.union(own)).map((p) => p.id);
  return { permissions, roles: await rolesWithin(db, permissions, session) };
}

/**
 * Whether the session holds everything: it acts as super, without a key (a key carries only part of
 * its owner's holdings). Its holdings are every permission id and every role code (`everythingColumns`).
 */
export function holdsEverything(session: Session): boolean {
  return !session.key && rolesInForce(session).some((r) => r.code === superRole);
}

/** Every permission id and every role code, as two columns (JSON arrays) of a statement: what super holds. */
export function everythingColumns() {
  return {
    heldPermissions: sql<unknown>`(select coalesce(json_agg(${t.permissions.id}), '[]') from ${t.permissions})`,
    heldRoles: sql<unknown>`(select coalesce(json_agg(${t.roles.code}), '[]') from ${t.roles})`,
  };
}

/** The holdings `everythingColumns` read. */
export function everythingOf(row: { heldPermissions: unknown; heldRoles: unknown } | undefined): Holdings {
  return { permissions: jsonValue<string[]>(row?.heldPermissions ?? []), roles: jsonValue<string[]>(row?.heldRoles ?? []) };
}

/**
 * What super holds in one statement, built once per database (or transaction) and, on PostgreSQL, a
 * named prepared statement (`DB_PREPARED_STATEMENTS=0`: unnamed).
 */
function prepareEverything(db: Reader, named: boolean) {
  return db
    .select(everythingColumns())
    .from(sql`(values (1)) as one(x)`)
    .prepare(named ? 'holdings_everything' : '');
}

const everythingReads = keptQueries<ReturnType<typeof prepareEverything>>();

function everythingRead(db: Reader) {
  const named = config.preparedStatements;
  return everythingReads(db, String(named), () => prepareEverything(db, named));
}

/** The roles whose every permission is among these and whose data scope is no wider than the session's. */
async function rolesWithin(db: Reader, permissions: string[], session: Session): Promise<string[]> {
  const outside = db
    .select({ id: t.rolePermissions.permissionId })
    .from(t.rolePermissions)
    .where(and(eq(t.rolePermissions.roleId, t.roles.id), notInArray(t.rolePermissions.permissionId, permissions)));
  const scopes = dataScopes.slice(dataScopes.indexOf(session.dataScope));
  const roles = await db
    .select({ code: t.roles.code })
    .from(t.roles)
    .where(and(notExists(outside), inArray(t.roles.dataScope, scopes)));
  return roles.map((r) => r.code);
}

/** Every role (enabled or not) and own permission of each user: what managing them requires. */
export async function userGrantSets(db: Reader, userIds: readonly string[]): Promise<Map<string, GrantSet>> {
  const ids = [...userIds];
  const sets = new Map<string, { roles: string[]; permissions: string[] }>(ids.map((id) => [id, { roles: [], permissions: [] }]));
  if (ids.length === 0) return sets;
  const [roleRows, permissionRows] = await Promise.all([
    db
      .select({ userId: t.userRoles.userId, code: t.roles.code })
      .from(t.userRoles)
      .innerJoin(t.roles, eq(t.roles.id, t.userRoles.roleId))
      .where(inArray(t.userRoles.userId, ids)),
    db
      .select({ userId: t.userPermissions.userId, id: t.userPermissions.permissionId })
      .from(t.userPermissions)
      .where(inArray(t.userPermissions.userId, ids)),
  ]);
  for (const r of roleRows) sets.get(r.userId)?.roles.push(r.code);
  for (const p of permissionRows) sets.get(p.userId)?.permissions.push(p.id);
  return sets;
}

/** The permission ids of each role (enabled or not). */
export async function rolePermissionSets(db: Reader, roleIds: readonly string[]): Promise<Map<string, string[]>> {
  const sets = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return sets;
  const rows = await db
    .select({ roleId: t.rolePermissions.roleId, id: t.rolePermissions.permissionId })
    .from(t.rolePermissions)
    .where(inArray(t.rolePermissions.roleId, [...roleIds]));
  for (const r of rows) sets.get(r.roleId)?.push(r.id);
  return sets;
}
