import 'server-only';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { holdingsOf } from './holdings';
import type { Holdings } from './rules';

/** What the session may hand out: the UI offers exactly this and hides what the server would refuse. */
export async function grantable(session: Session): Promise<Holdings> {
  const db = await getDb();
  const holdings = await holdingsOf(db, session);
  return { roles: [...holdings.roles].sort(), permissions: [...holdings.permissions].sort() };
}
