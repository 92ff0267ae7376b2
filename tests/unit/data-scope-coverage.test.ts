import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { libSources } from '@/tests/support/server-only-modules';
import { tableQueries, userTables, type UserTable } from '@/tests/support/table-queries';

// Every query in lib/ on a table whose rows belong to users (users, their sessions, their sign-ins and
// the audit entries naming them) is accounted for here: either its file applies the data scope (one of
// the filters of lib/scope/users.ts: userScope, ownerScope, auditScope) or it is deliberately
// unscoped, with the reason. The count per file and table is pinned, so a new query anywhere fails this
// test until someone decides which it is. tests/api/scope-coverage.test.ts proves the same per endpoint.
// (The session read, which reads the signed-in user itself, is SQL in drizzle/0012_session_read.sql.)
const scoped = 'applies the scope';
type Accounted = Partial<Record<UserTable, number>> & { why: string };
const accounted: Record<string, Accounted> = {
  'resources/users/list.ts': { users: 3, why: `${scoped} (userScope)` },
  'resources/users/view.ts': { users: 3, why: `${scoped} (userScope, detail); selectUsers is the base the list and detail narrow` },
  'resources/users/service.ts': { users: 3, why: `${scoped} (userScope, edit); the insert is checked by assertGroupInScope` },
  'resources/users/delete.ts': { users: 2, why: `${scoped} (userScope): the ids are found within the scope before the delete` },
  'resources/users/reset-password.ts': { users: 2, why: `${scoped} (userScope)` },
  'lib/dashboard/service.ts': { users: 6, why: `${scoped} (userScope)` },
  'resources/sessions/list.ts': { users: 2, sessions: 2, why: `${scoped} (userScope on the sessions' users); one's own sessions by one's own id` },
  'lib/auth/sign-out.ts': {
    users: 1,
    sessions: 5,
    why: `${scoped} (userScope): the sessions are found within the scope before the sign-out; one's own sessions by one's own id`,
  },
  'resources/signins/list.ts': { signins: 2, why: `${scoped} (ownerScope): the history's user ids within the scope; one's own by one's own id` },
  'resources/access/list.ts': { users: 1, why: `${scoped} (userScope): the inspector's picker offers users within the scope` },
  'resources/access/subject.ts': { users: 1, why: `${scoped} (userScope): the inspected user is found within the scope, else 404` },
  'resources/access/preview.ts': { users: 3, why: `${scoped} (userScope): the role's holders inside the scope, their names, and (joined by those ids) whether each is enabled` },
  'resources/access/explain.ts': { users: 1, why: `${scoped} (userScope): a record is found within the session's scope, and placed by the inspected user's` },
  'resources/audit/list.ts': { audit_log: 3, why: `${scoped} (auditScope): entries whose named users are all within the scope` },
  'resources/users/guards.ts': {
    users: 2,
    sessions: 1,
    api_keys: 1,
    why: 'usernames are unique across everyone; token revocation, sign-outs and key revocation run on ids already found in scope',
  },
  'lib/auth/login.ts': { users: 1, why: 'sign-in finds the user by username before any session exists' },
  'lib/auth/session.ts': { sessions: 5, users: 1, why: 'creates, touches, re-roles and ends the session of the token itself, and reads why it timed out' },
  'lib/auth/signin-record.ts': { signins: 1, why: 'records an attempt as it happens, before or without a session' },
  'lib/trail/write-transaction.ts': { audit_log: 1, why: "records a write's entry inside the write that checked its scope" },
  'lib/db/seed.ts': { users: 1, why: 'seeding' },
  'resources/users/snapshot.ts': { users: 1, why: 'snapshots the rows a write named, inside the write that checked its scope' },
  'resources/sessions/snapshot.ts': { sessions: 1, why: 'snapshots the rows a write named, inside the write that checked its scope' },
  'lib/delegation/guards.ts': { users: 1, why: "names a user already found in scope in a refusal's message" },
  'lib/delegation/management-kept.ts': { users: 2, why: 'someone, anywhere, must still be able to manage grants' },
  'resources/groups/mutations.ts': { users: 1, why: 'a group with any user, in scope or not, cannot be deleted' },
  'resources/files/avatar.ts': { users: 1, why: `${scoped} (userScope): another user's avatar is found within the scope, one's own by one's own id` },
  'lib/account/profile.ts': { users: 2, why: "reads and edits the signed-in user's own record" },
  'lib/auth/mfa/reauth.ts': { users: 1, sessions: 2, why: "checks the signed-in user's own password and marks their own session (by its id)" },
  'lib/auth/mfa/enrol.ts': { users: 2, why: "reads the user of an enrolment ticket, or the signed-in user's own password hash" },
  'lib/auth/oidc/accounts.ts': { users: 3, why: 'finds the user a verified identity names, or creates one (a free username), before any session exists' },
  'lib/auth/oidc/linking.ts': { users: 1, why: "reads the session's own user's password hash (is a provider its only way in?) before unlinking" },
  'lib/auth/mfa/second-step.ts': { users: 1, why: "reads the user a sign-in ticket names, before any session exists" },
  'lib/auth/mfa/passkey-signin.ts': { users: 1, why: 'reads the user a presented passkey belongs to, before any session exists' },
  'lib/auth/mfa/tickets.ts': { users: 1, why: 'a ticket is checked against its own user (token version, status) before any session exists' },
  'resources/users/reset-mfa.ts': { users: 1, why: `${scoped} (userScope): the user is found within the scope before the reset` },
  'lib/auth/view-as.ts': { users: 1, why: 'reads the user a session views as (by the id its own row names, checked in scope and delegation when the view began); every read of the view adds the viewer\'s scope to the target\'s (lib/scope/users.ts)' },
  'resources/access/view-as.ts': { sessions: 3, why: "starts and ends the view of the session's own row (by its id), and reads it for the audit trail" },
  'lib/auth/api-keys/read.ts': { users: 1, api_keys: 2, why: 'reads the key presented and its owner (and marks its last use) before any session exists' },
  'resources/keys/list.ts': { users: 2, api_keys: 2, why: `${scoped} (userScope on the keys' owners); one's own keys by one's own id` },
  'resources/keys/keys.ts': {
    users: 2,
    api_keys: 5,
    why: `${scoped} (userScope): keys are found within the scope before an administrator revokes them; one's own keys by one's own id`,
  },
  'resources/keys/snapshot.ts': { api_keys: 1, why: 'snapshots the rows a write named, inside the write that checked its scope' },
  'resources/users/import.ts': {
    users: 3,
    why: `finds the file's usernames with a flag from userScope (one outside the scope is refused, never changed), inserts users into groups checked in scope, and updates ${scoped} (userScope)`,
  },
  'lib/account/password.ts': { users: 2, sessions: 1, why: "checks and changes the signed-in user's own password, and signs out their other sessions" },
};

const root = path.resolve(__dirname, '../..');
const sources = libSources(root);
const tables = Object.keys(userTables) as UserTable[];

describe("queries on the users' tables (users, sessions, signins, audit_log, api_keys)", () => {
  it('are all accounted for: scoped, or unscoped for a stated reason', () => {
    const found: Record<string, Partial<Record<UserTable, number>>> = {};
    for (const [file, source] of sources) {
      for (const table of tables) {
        const queries = tableQueries(source, table);
        if (queries > 0) found[file] = { ...found[file], [table]: queries };
      }
    }
    const counts = (entry: Accounted) => Object.fromEntries(tables.flatMap((table) => (entry[table] ? [[table, entry[table]]] : [])));
    const expected = Object.fromEntries(Object.entries(accounted).map(([file, entry]) => [file, counts(entry)]));
    expect(found).toEqual(expected);
  });

  it('in a file said to apply the scope, call one of the scope filters', () => {
    for (const [file, { why }] of Object.entries(accounted)) {
      if (why.startsWith(scoped)) expect(sources.get(file), file).toMatch(/\b(?:userScope|ownerScope|auditScope)\(/);
    }
  });

  it('are found in their usual spellings, and a new one counts', () => {
    expect(tableQueries('db.select().from(t.users).where(x)', 'users')).toBe(1);
    expect(tableQueries('tx.update(users).set({}); tx.delete(t.users)', 'users')).toBe(2);
    expect(tableQueries('q.leftJoin(t.users, eq(a, b)); q.innerJoin(users, c)', 'users')).toBe(2);
    expect(tableQueries('exactCount(db, t.users, where); listTotal(db, users, t.users.id, where)', 'users')).toBe(2);
    expect(tableQueries('sql`select count(*) from "users" u join users v on true`', 'users')).toBe(2);
    expect(tableQueries('selectUsers(db).where(x)', 'users')).toBe(1);
    expect(tableQueries('db.select().from(t.userRoles); sql`from user_roles`; t.users.id', 'users')).toBe(0);
    expect(tableQueries('const s = t.sessions; db.select().from(s); tx.delete(s)', 'sessions')).toBe(2);
    expect(tableQueries('db.select().from(t.auditLog); sql`select * from audit_log`', 'audit_log')).toBe(2);
    expect(tableQueries('listTotal(db, t.signins, t.signins.id, where)', 'signins')).toBe(1);
  });
});
