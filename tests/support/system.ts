import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
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

/** Columns a request moves by itself, whatever it asks: a session's last activity, a key's last use. */
const activityMarks: Record<string, readonly string[]> = {
  sessions: ['last_active_at'],
  api_keys: ['last_used_at', 'last_used_address'],
};

/** Every row of every table of the database (but the activity marks), to compare before and after. */
export async function dumpDatabase(): Promise<string> {
  const db = await getDb();
  const listed = (await db.execute(sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`)) as {
    rows: { tablename: string }[];
  };
  const dump: Record<string, unknown[]> = {};
  for (const { tablename } of listed.rows) {
    const result = (await db.execute(sql.raw(`select * from "${tablename}" as t order by t::text`))) as { rows: Record<string, unknown>[] };
    const marks = activityMarks[tablename] ?? [];
    dump[tablename] = result.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !marks.includes(column))));
  }
  return JSON.stringify(dump);
}

/** What a refusal answers: its status (the envelope's `code` too), and if given its message and the one field it names. */
export interface Refusal {
  status: number;
  message?: string;
  field?: string;
}

/**
 * Runs a request that must be refused, and checks the answer and that every table is byte for byte
 * as it was (but the activity marks). Answers the response for further checks.
 */
export async function expectRefusedUnchanged(request: () => ReturnType<typeof call>, refusal: Refusal): ReturnType<typeof call> {
  const before = await dumpDatabase();
  const res = await request();
  expect(res.status, res.text).toBe(refusal.status);
  expect(res.body?.code, res.text).toBe(refusal.status);
  if (refusal.message !== undefined) expect(res.body.message).toBe(refusal.message);
  if (refusal.field !== undefined) expect(Object.keys(res.body.fields ?? {})).toEqual([refusal.field]);
  expect(await dumpDatabase()).toBe(before);
  return res;
}

/** The user and role tables, every permission and the number of audit entries: a refused write changes none. */
export async function dumpGrantsAndAudit(): Promise<string> {
  const db = await getDb();
  const permissions = (await db.execute(sql`select * from permissions order by id`)) as { rows?: unknown[] };
  const audit = (await db.execute(sql`select count(*)::int as n from audit_log`)) as { rows?: unknown[] };
  return (await dumpUsersAndRoles()) + JSON.stringify(permissions.rows ?? permissions) + JSON.stringify(audit.rows ?? audit);
}
