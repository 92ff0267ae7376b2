import 'server-only';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import { updatePermission } from '@/resources/permissions/mutations';
import { editPermissionSchema } from '@/resources/permissions/schema';
import { updateRole } from '@/resources/roles/service';
import { updateUser } from '@/resources/users/service';
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

/** The items in force for each of the users: an enabled user's enabled roles' and own grants of enabled items (a disabled user has none). */
const inForce = (users: SQL) => sql`
  select ur.user_id, rp.permission_id from user_roles ur
    join users u on u.id = ur.user_id and u.status = '1'
    join roles r on r.id = ur.role_id and r.status = '1'
    join role_permissions rp on rp.role_id = r.id
    join permissions p on p.id = rp.permission_id and p.status = '1'
    where ur.user_id in (${users})
  union
  select up.user_id, up.permission_id from user_permissions up
    join users u on u.id = up.user_id and u.status = '1'
    join permissions p on p.id = up.permission_id and p.status = '1'
    where up.user_id in (${users})`;

/**
 * What saving the change would do, by doing it: the role's, user's or item's edit, with every check saving
 * makes (delegation, the super role's protection, recent authentication, permission management kept), runs
 * in a transaction that is rolled back, between two reads of the items in force for the users it reaches
 * (the role's holders, the user, the item's holders) inside the session's scope.
 */
export async function previewChange(input: PreviewInput, session: Session, locale: Locale): Promise<Preview> {
  const db = await getDb();
  const holders = reached(input, session);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table access_preview_before on commit drop as ${inForce(holders)}`);
      await makeChange(tx, input, session, locale);
      throw new RolledBack(await difference(tx, holders, locale));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.preview;
    throw error;
  }
  throw new Error('the preview transaction was not rolled back');
}

/** The users a change reaches, inside the session's scope, as a subquery of ids. */
function reached(input: PreviewInput, session: Session): SQL {
  const inScope = (ids: SQL) =>
    sql`select ${t.users.id} from ${t.users} where ${t.users.id} in (${ids}) and ${userScope(session) ?? sql`true`}`;
  switch (input.kind) {
    case 'role':
      return inScope(sql`select ur.user_id from user_roles ur where ur.role_id = ${input.id}`);
    case 'user':
      return inScope(sql`select ${input.id}::text`);
    case 'permission':
      return inScope(sql`
        select ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where rp.permission_id = ${input.id}
        union
        select up.user_id from user_permissions up where up.permission_id = ${input.id}`);
  }
}

/** The edit saving would make, by the same code (its own checks refuse what saving would refuse). */
async function makeChange(tx: Tx, input: PreviewInput, session: Session, locale: Locale): Promise<void> {
  switch (input.kind) {
    // The edit bodies, with the preview's `kind` beside them (the edits read only their own fields).
    case 'role':
      return updateRole(tx, input, locale, session);
    case 'user':
      return updateUser(tx, input, locale, session);
    case 'permission':
      return updatePermission(tx, editPermissionSchema.parse({ id: input.id, status: input.status }), locale);
  }
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
