import 'server-only';
import { and, asc } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { byteOrder, startsWith } from '@/lib/db/listing';
import * as t from '@/lib/db/schema';
import { holdingsOf, userGrantSets } from '@/lib/delegation/holdings';
import { covers } from '@/lib/delegation/rules';
import type { Locale } from '@/lib/i18n/locales';
import { userScope } from '@/lib/scope/users';
import type { z } from 'zod';
import type { listAccessUsersSchema } from './schema';

/** How many users the picker offers at once (type more of the username to narrow). */
const pickerSize = 20;

/**
 * POST /api/system/access: the users the inspector may pick, by username prefix (one index range,
 * users_username_sort_idx): in the session's data scope and holding nothing the session does not
 * (lib/delegation). Three queries, whatever the number of users.
 */
export async function listAccessUsers(input: z.output<typeof listAccessUsersSchema>, session: Session, locale: Locale) {
  const db = await getDb();
  const key = byteOrder(t.users.usernameKey);
  const rows = await db
    .select({ id: t.users.id, username: t.users.username, name: t.users.name, nameZh: t.users.nameZh })
    .from(t.users)
    .where(and(startsWith(key, input.username), userScope(session)))
    .orderBy(asc(key), asc(t.users.id))
    .limit(pickerSize);
  const [holdings, sets] = await Promise.all([holdingsOf(db, session), userGrantSets(db, rows.map((r) => r.id))]);
  const list = rows
    .filter((r) => covers(holdings, sets.get(r.id) ?? {}))
    .map((r) => ({ id: r.id, username: r.username, name: localized(locale, r.name, r.nameZh), roles: sets.get(r.id)?.roles ?? [] }));
  return { list };
}
