import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as userInfo } from '@/app/api/user/userInfo/route';
import { sessionAlive, sessionFromToken } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { queriesSent } from '@/lib/db/query-count';
import { createRole, createUser } from '../support/accounts';
import { signIn } from '../support/auth';
import { call } from '../support/call';

// The session read is a PL/pgSQL function (drizzle/0012_session_read.sql) whose plan the connection
// keeps after a few calls: a kept plan must still see every change on the next request.
let superToken: string;
const warm = async (token: string) => {
  // PL/pgSQL plans a query's first five runs one by one; from the sixth it may use its kept generic plan.
  for (let i = 0; i < 8; i++) expect((await call(userInfo, { token })).status).toBe(200);
};

beforeAll(async () => {
  superToken = await signIn();
});

describe('the session read, once its plan is kept', () => {
  it('still refuses a disabled user, a stale token version and an expired or deleted session', async () => {
    const db = await getDb();
    const changes = [
      (id: string) => sql`update users set status = '0' where id = ${id}`,
      (id: string) => sql`update users set token_version = token_version + 1 where id = ${id}`,
      (id: string) => sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${id}`,
      (id: string) => sql`delete from sessions where user_id = ${id}`,
    ];
    for (const change of changes) {
      const user = await createUser(superToken, { roles: ['user'] });
      const token = await signIn(user.username, user.password);
      await warm(token);
      await db.execute(change(user.id));
      expect((await call(userInfo, { token })).status).toBe(401);
    }
  });

  it('drops a role disabled mid-session, with its grants', async () => {
    const role = await createRole(superToken, ['0000', '0005', '000507'], 'group');
    const user = await createUser(superToken, { roles: [role] });
    const token = await signIn(user.username, user.password);
    await warm(token);
    const held = async () => (await call(userInfo, { token })).body.data as { roles: { role: string }[]; rolePermissions: { role: string }[] };
    const before = await held();
    expect(before.roles.map((r) => r.role)).toContain(role);
    expect(before.rolePermissions.some((g) => g.role === role)).toBe(true);
    await (await getDb()).execute(sql`update roles set status = '0' where code = ${role}`);
    const after = await held();
    expect(after.roles.map((r) => r.role)).not.toContain(role);
    expect(after.rolePermissions.some((g) => g.role === role)).toBe(false);
  });
});

describe('queries per authenticated request', () => {
  const queriesOf = async (run: () => Promise<unknown>) => {
    const before = queriesSent();
    await run();
    return queriesSent() - before;
  };

  it('reads the session and the settings in force in one query', async () => {
    expect(await queriesOf(() => sessionFromToken(superToken))).toBe(1);
    expect(await queriesOf(() => sessionAlive(superToken))).toBe(1);
    // The whole request: the session read and the user's own rows (its figure is in docs/performance.md).
    console.info(`GET /api/user/userInfo: ${await queriesOf(() => call(userInfo, { token: superToken }))} queries`);
  });

  it('sees a timeout setting changed mid-session, once its plan is kept', async () => {
    const user = await createUser(superToken, { roles: ['user'] });
    const token = await signIn(user.username, user.password);
    await warm(token);
    const db = await getDb();
    await db.execute(sql`update sessions set last_active_at = now() - interval '5 minutes' where user_id = ${user.id}`);
    expect(await sessionAlive(token)).toBe(true);
    await db.execute(sql`insert into settings (key, value) values ('sessionIdleMinutes', '2'::jsonb)`);
    try {
      expect(await sessionAlive(token)).toBe(false);
      expect((await call(userInfo, { token })).status).toBe(401);
    } finally {
      await db.execute(sql`delete from settings where key = 'sessionIdleMinutes'`);
    }
  });
});
