import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { updateRole } from '@/resources/roles/service';
import type { PreviewInput } from './schema';

/** How many users a preview names (its counts are exact). */
const namedUsers = 50;

export interface PreviewItem {
  id: string;
  path: string;
  action: string | null;
  name: string;
  users: number;
}
export interface Preview {
  users: number;
  gained: PreviewItem[];
  lost: PreviewItem[];
  usernames: string[];
}

class RolledBack extends Error {
  constructor(readonly preview: Preview) {
    super('preview rolled back');
  }
}

/** The items in force for each of the users: their enabled roles' and their own grants of enabled items. */
const inForce = (users: SQL) => sql`
  select ur.user_id, rp.permission_id from user_roles ur
    join roles r on r.id = ur.role_id and r.status = '1'
    join role_permissions rp on rp.role_id = r.id
    join permissions p on p.id = rp.permission_id and p.status = '1'
    where ur.user_id in (${users})
  union
  select up.user_id, up.permission_id from user_permissions up
    join permissions p on p.id = up.permission_id and p.status = '1'
    where up.user_id in (${users})`;

/**
 * What saving the change would do, by doing it: the role's edit, with every check saving makes
 * (delegation, the super role's protection, permission management kept), runs in a transaction that is
 * rolled back, between two reads of the items in force for the role's holders in the session's scope.
 */
export async function previewChange(input: PreviewInput, session: Session, locale: Locale): Promise<Preview> {
  const db = await getDb();
  const { kind, ...edit } = input;
  const holders = db
    .select({ id: t.userRoles.userId })
    .from(t.userRoles)
    .innerJoin(t.users, eq(t.users.id, t.userRoles.userId))
    .where(and(eq(t.userRoles.roleId, edit.id), userScope(session)))
    .getSQL();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table access_preview_before on commit drop as ${inForce(holders)}`);
      if (kind === 'role') await updateRole(tx, edit, locale, session);
      throw new RolledBack(await difference(tx, holders, locale));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.preview;
    throw error;
  }
  throw new Error('the preview transaction was not rolled back');
}

async function difference(tx: Tx, holders: SQL, locale: Locale): Promise<Preview> {
  const changed = sql`(
    select a.user_id, a.permission_id, true as gained from (select * from (${inForce(holders)}) f except select * from access_preview_before) a
    union all
    select b.user_id, b.permission_id, false as gained from (select * from access_preview_before except select * from (${inForce(holders)}) f) b
  ) changed`;
  const counts = await tx
    .select({ id: sql<string>`changed.permission_id`, gained: sql<boolean>`changed.gained`, users: sql<number>`count(*)::int` })
    .from(changed)
    .groupBy(sql`changed.permission_id`, sql`changed.gained`);
  const [affected] = await tx.select({ n: sql<number>`count(distinct changed.user_id)::int` }).from(changed);
  const named = await tx
    .select({ username: t.users.username })
    .from(t.users)
    .where(inArray(t.users.id, tx.select({ id: sql<string>`changed.user_id`.as('id') }).from(changed)))
    .orderBy(asc(t.users.username))
    .limit(namedUsers);
  const ids = [...new Set(counts.map((c) => c.id))];
  const items = ids.length ? await tx.select().from(t.permissions).where(inArray(t.permissions.id, ids)).orderBy(asc(t.permissions.id)) : [];
  const list = (gained: boolean) =>
    items.flatMap((p) => {
      const row = counts.find((c) => c.id === p.id && c.gained === gained);
      return row ? [{ id: p.id, path: p.path, action: p.action, name: localized(locale, p.nameEn, p.nameZh), users: row.users }] : [];
    });
  return { users: affected?.n ?? 0, gained: list(true), lost: list(false), usernames: named.map((u) => u.username) };
}
