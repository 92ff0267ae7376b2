import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libSources } from '@/tests/support/server-only-modules';
import { usersQueries } from '@/tests/support/users-queries';

// Every query on the users table in lib/ is accounted for here: either its file applies the data
// scope (lib/scope/users.ts, `userScope`) or it is deliberately unscoped, with the reason. The count
// per file is pinned, so a new users query anywhere fails this test until someone decides which it is.
// (The session read, which reads the signed-in user itself, is SQL in drizzle/0012_session_read.sql.)
const scoped = 'applies userScope';
const accounted: Record<string, { queries: number; why: string }> = {
  'lib/users/list.ts': { queries: 3, why: scoped },
  'lib/users/view.ts': { queries: 3, why: `${scoped} (detail); selectUsers is the base the list and detail narrow` },
  'lib/users/service.ts': { queries: 3, why: `${scoped} (edit); the insert is checked by assertGroupInScope` },
  'lib/users/delete.ts': { queries: 2, why: `${scoped}: the ids are found within the scope before the delete` },
  'lib/users/reset-password.ts': { queries: 2, why: scoped },
  'lib/dashboard/service.ts': { queries: 7, why: scoped },
  'lib/users/guards.ts': {
    queries: 2,
    why: 'usernames are unique across everyone; token revocation runs on ids already found in scope',
  },
  'lib/auth/login.ts': { queries: 1, why: 'sign-in finds the user by username before any session exists' },
  'lib/db/seed.ts': { queries: 1, why: 'seeding' },
  'lib/audit/snapshots.ts': { queries: 1, why: 'snapshots the rows a write named, inside the write that checked its scope' },
  'lib/delegation/guards.ts': { queries: 1, why: "names a user already found in scope in a refusal's message" },
  'lib/delegation/management-kept.ts': { queries: 2, why: 'someone, anywhere, must still be able to manage grants' },
  'lib/groups/mutations.ts': { queries: 1, why: 'a group with any user, in scope or not, cannot be deleted' },
  'lib/sessions/list.ts': { queries: 2, why: `${scoped} (the sessions list and its total); one's own sessions by one's own id` },
  'lib/sessions/sign-out.ts': { queries: 1, why: `${scoped}: the sessions are found within the scope before the sign-out` },
  'lib/signins/list.ts': { queries: 1, why: `${scoped}: the history's user ids within the scope` },
  'lib/account/profile.ts': { queries: 2, why: "reads and edits the signed-in user's own record" },
  'lib/account/password.ts': { queries: 2, why: "checks and changes the signed-in user's own password" },
};

const root = path.resolve(__dirname, '../..');
const sources = libSources(root);

describe('queries on the users table', () => {
  it('are all accounted for: scoped, or unscoped for a stated reason', () => {
    const found = Object.fromEntries(
      [...sources].flatMap(([file, source]) => {
        const queries = usersQueries(source);
        return queries > 0 ? [[file, queries]] : [];
      }),
    );
    const expected = Object.fromEntries(Object.entries(accounted).map(([file, { queries }]) => [file, queries]));
    expect(found).toEqual(expected);
  });

  it('in a file said to apply the scope, call userScope', () => {
    for (const [file, { why }] of Object.entries(accounted)) {
      if (why.startsWith(scoped)) expect(sources.get(file), file).toContain('userScope(');
    }
  });

  it('are found in their usual spellings, and a new one counts', () => {
    expect(usersQueries('db.select().from(t.users).where(x)')).toBe(1);
    expect(usersQueries('tx.update(users).set({}); tx.delete(t.users)')).toBe(2);
    expect(usersQueries('q.leftJoin(t.users, eq(a, b)); q.innerJoin(users, c)')).toBe(2);
    expect(usersQueries('exactCount(db, t.users, where); listTotal(db, users, t.users.id, where)')).toBe(2);
    expect(usersQueries('sql`select count(*) from "users" u join users v on true`')).toBe(2);
    expect(usersQueries('selectUsers(db).where(x)')).toBe(1);
    expect(usersQueries('db.select().from(t.userRoles); sql`from user_roles`; t.users.id')).toBe(0);
  });
});
