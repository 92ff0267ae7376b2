import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { roles, users } from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import { notices } from '@/resources/notices/table';

/** A column whose records store the values of a dictionary (by its code), named by its audit entity. */
interface DictUse {
  dict: string;
  entity: string;
  table: PgTable;
  column: PgColumn;
}

/**
 * Which records store which dictionary's values. A value (or dictionary) they use cannot be deleted or
 * recoded (409): the records would name a value that no longer exists. A new use is one line here.
 */
export const dictUses: readonly DictUse[] = [
  { dict: 'notice_level', entity: 'notices', table: notices, column: notices.level },
  { dict: 'user_status', entity: 'users', table: users, column: users.status },
  { dict: 'role_status', entity: 'roles', table: roles, column: roles.status },
];

/** Whether code names a dictionary some records use (its code cannot change). */
export const isUsedDict = (code: string) => dictUses.some((use) => use.dict === code);

/** The entity of the first records holding one of `codes` of dictionary `dict`, or undefined (one `limit 1` query per use). */
export async function usedBy(tx: Tx, dict: string, codes: readonly string[]): Promise<string | undefined> {
  if (codes.length === 0) return undefined;
  for (const use of dictUses) {
    if (use.dict !== dict) continue;
    const [row] = await tx.select({ one: sql<number>`1` }).from(use.table).where(inArray(use.column, [...codes])).limit(1);
    if (row) return use.entity;
  }
  return undefined;
}
