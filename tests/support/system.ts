import { sql } from 'drizzle-orm';
import { POST as currentRole } from '@/app/api/user/currentRole/route';
import { getDb } from '@/lib/db/client';
import type { ScopedSession } from '@/lib/scope/users';
import { signIn } from './auth';
import { call } from './call';

/** A session of data scope `all`, for calling the domain's reads directly. */
export const everyone: ScopedSession = { dataScope: 'all', user: { id: '', groupId: '' } };

/** Signs in and switches the session to one of the user's roles. */
export async function signInWithRole(username: string, role: string, password = username): Promise<string> {
  const token = await signIn(username, password);
  const res = await call(currentRole, { token, body: { role } });
  if (res.status !== 200) throw new Error(`switch to ${role} failed: ${JSON.stringify(res.body)}`);
  return token;
}

/** Every row of the user and role tables (and their links), to compare before and after. */
export async function dumpUsersAndRoles(): Promise<string> {
  return dumpTables(['users', 'user_roles', 'user_permissions', 'roles', 'role_permissions']);
}

/** Every row of the tables named, to compare before and after. */
export async function dumpTables(tables: readonly string[]): Promise<string> {
  const db = await getDb();
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as { rows?: unknown[] };
    dump[table] = result.rows ?? result;
  }
  return JSON.stringify(dump);
}

/** The user and role tables, every permission and the number of audit entries: a refused write changes none. */
export async function dumpGrantsAndAudit(): Promise<string> {
  const db = await getDb();
  const permissions = (await db.execute(sql`select * from permissions order by id`)) as { rows?: unknown[] };
  const audit = (await db.execute(sql`select count(*)::int as n from audit_log`)) as { rows?: unknown[] };
  return (await dumpUsersAndRoles()) + JSON.stringify(permissions.rows ?? permissions) + JSON.stringify(audit.rows ?? audit);
}
