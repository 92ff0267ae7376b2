import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, api, freshDatabase, noPostgres, signIn, startServer, stopServer, withAdmin } from './support';

type Rows = { rows: Record<string, unknown>[] };
type Query = (sql: string) => Promise<Rows>;

interface Outcome {
  /** group id → the names it may have: the last acknowledged one, plus one edit in flight at the crash */
  names: Map<string, Set<string>>;
  /** groups and users whose add was acknowledged */
  groups: Set<string>;
  users: Set<string>;
  acknowledged: number;
}

/**
 * Writes from several clients at once (group adds, renames and moves, user adds with two roles) until
 * `stop` resolves, and records what the server acknowledged. A request in flight when the server
 * dies may or may not have been committed; every acknowledged one must have been.
 */
async function writeLoad(url: string, token: string, stop: Promise<void>): Promise<Outcome> {
  const call = api(url);
  const outcome: Outcome = { names: new Map(), groups: new Set(), users: new Set(), acknowledged: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const worker = async (w: number) => {
    const mine: string[] = [];
    for (let i = 0; !stopped; i++) {
      try {
        const own = mine[i % Math.max(mine.length, 1)];
        if (i % 4 === 0 || !own) {
          const id = `K${w}x${i}`;
          const name = `Group ${id}`;
          const parentId = mine.length > 2 && i % 3 === 0 ? mine[i % mine.length] : '00';
          outcome.names.set(id, new Set([name]));
          if ((await call('/api/system/groups/addChild', { token, body: { parentId, id, name } })).status === 200) {
            outcome.groups.add(id);
            mine.push(id);
          }
        } else if (i % 4 === 1) {
          const name = `Renamed ${own} ${i}`;
          outcome.names.get(own)?.add(name);
          if ((await call('/api/system/groups/edit', { token, body: { id: own, name } })).status === 200) outcome.names.set(own, new Set([name]));
        } else if (i % 4 === 2) {
          await call('/api/system/groups/move', { token, body: { id: own, action: i % 8 === 2 ? 'top' : 'down' } });
        } else {
          const username = `crash${w}x${i}`;
          const body = { username, name: 'Crash Test', email: `${username}@example.com`, phone: '13800000000', group: '0001', roles: ['admin', 'user'], password: 'crash-pass' };
          if ((await call('/api/system/users/add', { token, body })).status === 200) outcome.users.add(username);
        }
        outcome.acknowledged++;
      } catch {
        // the server died under this request: its outcome is unknown
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
  return outcome;
}

/** Checks the database after the restart against what was acknowledged before the crash. */
async function check(query: Query, outcome: Outcome) {
  const groups = (await query('select id, parent_id, sort_order, name_en from groups')).rows;
  const byId = new Map(groups.map((g) => [g.id as string, g]));
  for (const id of outcome.groups) expect(byId.has(id), id).toBe(true);
  for (const [id, names] of outcome.names) {
    // A group whose add was in flight at the crash may exist or not; if it does, its name is one sent.
    const row = byId.get(id);
    if (row) expect(names.has(row.name_en as string), `name of ${id}`).toBe(true);
  }
  const siblings = new Map<unknown, number[]>();
  for (const g of groups) {
    if (g.parent_id !== null) expect(byId.has(g.parent_id as string), `parent of ${g.id as string}`).toBe(true);
    siblings.set(g.parent_id, [...(siblings.get(g.parent_id) ?? []), g.sort_order as number]);
  }
  for (const [parent, orders] of siblings) expect(orders.sort((x, y) => x - y), `orders under ${String(parent)}`).toEqual(orders.map((_, i) => i));
  const users = (
    await query(`select u.username, count(ur.role_id)::int as roles from users u left join user_roles ur on ur.user_id = u.id where u.username like 'crash%' group by u.username`)
  ).rows;
  const stored = new Map(users.map((u) => [u.username as string, u.roles as number]));
  for (const username of outcome.users) expect(stored.has(username), username).toBe(true);
  // Nothing half-written: every user that exists has both its roles.
  for (const [username, roles] of stored) expect(roles, username).toBe(2);
}

/** Starts a server, loads it with writes, SIGKILLs it mid-load, restarts it and checks the data. */
async function crashAndCheck(port: number, env: Record<string, string>, inspect: (query: (q: Query) => Promise<void>) => Promise<void>) {
  let server = await startServer(port, env);
  const token = await signIn(server.url, 'super', 'super');
  const killAt = new Promise<void>((resolve) => setTimeout(resolve, 4000));
  const load = writeLoad(server.url, token, server.exited.then(() => undefined));
  await killAt;
  await stopServer(server, 'SIGKILL');
  const outcome = await load;
  expect(outcome.acknowledged).toBeGreaterThan(20);
  expect(outcome.users.size).toBeGreaterThan(0);
  expect(outcome.groups.size).toBeGreaterThan(0);

  server = await startServer(port, env);
  try {
    // The restarted server serves and writes.
    const again = await signIn(server.url, 'super', 'super');
    const res = await api(server.url)('/api/system/groups/addChild', { token: again, body: { parentId: '00', id: 'AFTER', name: 'After restart' } });
    expect(res.status).toBe(200);
  } finally {
    await stopServer(server);
  }
  await inspect((q) => check(q, outcome));
}

describe('crash safety: SIGKILL under a write load, restart', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it.skipIf(!adminUrl)(`keeps every acknowledged write on PostgreSQL${adminUrl ? '' : ` (${noPostgres})`}`, async () => {
    const database = await freshDatabase('crash');
    cleanup.push(database.drop);
    await crashAndCheck(3320, { DATABASE_URL: database.url, SEED_DEMO: '1', SUPER_PASSWORD: 'super' }, (run) =>
      withAdmin((client) => run((sql) => client.query(sql)), database.url),
    );
  }, 120_000);

  it('keeps every acknowledged write on the embedded database in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'console-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    await crashAndCheck(3321, { DATA_DIR: dataDir, DATABASE_URL: '' }, async (run) => {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(dataDir);
      try {
        await run((sql) => db.query<Record<string, unknown>>(sql));
      } finally {
        await db.close();
      }
    });
  }, 180_000);
});
