// node bench/access-cpu.mjs — what one access-inspector request costs (issue 29): CPU per request in the
// Node server and in its PostgreSQL backends, and the latency at 1 and 16 connections.
// ACCESS_CPU_DATABASE_URL names a PostgreSQL database of one's own (e.g. postgres://…/cpu_bench): made if
// missing and loaded once with bench:scale's 100,000 users (bench/scale-data.mjs), then kept for the next
// run. The production build runs on BENCH_PORT (3202); CPU_PROF_DIR=<dir> starts it with `--cpu-prof`
// (the profile is written when the server stops; bench/cpuprofile-summary.mjs reads it).
// ACCESS_CPU_CASES=inspector,explain measures only those of health, userInfo (the floor of a signed-in call),
// inspector and explain. Per case: 200 sequential requests to warm up, ACCESS_CPU_REQUESTS (400) sequential
// requests measured by the processes' utime + stime (/proc/<pid>/stat; the backends are the database's in
// pg_stat_activity), then autocannon for ACCESS_CPU_SECONDS (10) at 1 and at 16 connections (with the CPU per
// request under that load: the pool's backends are those open when the run starts). Needs `npm run build`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { signIn } from './scale-cases.mjs';
import { loadScaleData, withClient, postgresScale as scale } from './scale-data.mjs';
import { startServer } from './server.mjs';

const databaseUrl = process.env.ACCESS_CPU_DATABASE_URL;
if (!databaseUrl) {
  console.error('access-cpu needs ACCESS_CPU_DATABASE_URL (a PostgreSQL database of your own; made if missing)');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3202);
const sequential = Number(process.env.ACCESS_CPU_REQUESTS ?? 400);
const seconds = Number(process.env.ACCESS_CPU_SECONDS ?? 10);
const profileDir = process.env.CPU_PROF_DIR;
const only = process.env.ACCESS_CPU_CASES ?? '';

/** Makes the database when it is missing; answers whether it was made. */
async function ensureDatabase() {
  const admin = new URL(databaseUrl);
  const name = admin.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`the database must be a plain identifier: ${name}`);
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount > 0) return false;
    await c.query(`create database ${name}`);
    return true;
  });
}

/** Clock ticks (1/100 s) of user + system CPU a process has used. */
function ticks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const backends = (client, name) =>
  client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]).then((r) => r.rows.map((row) => row.pid));

async function send(url, request) {
  const res = await fetch(url + request.path, { method: request.method, headers: request.headers, body: request.body });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${request.path}: ${res.status}`);
  return res;
}

const made = await ensureDatabase();
const server = await startServer({
  port,
  env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1', SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' },
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
try {
  const loaded = await withClient(databaseUrl, (c) => c.query("select count(*)::int as n from users where id like '4%'"));
  if (made || loaded.rows[0].n < scale.users) {
    const took = await withClient(databaseUrl, (c) => loadScaleData(c, scale));
    console.log(`loaded ${scale.users} users in ${took.toFixed(1)} s`);
  }
  const token = await signIn(server.url);
  const headers = { 'content-type': 'application/json', locale: 'en', authorization: `Bearer ${token}` };
  const cases = [
    ['health', { method: 'GET', path: '/api/health', headers: { locale: 'en' } }],
    // The floor of a signed-in call: the request guard reads the session, and the answer is the user's info.
    ['userInfo', { method: 'GET', path: '/api/user/userInfo', headers }],
    ['inspector', { method: 'GET', path: '/api/system/access/user/400000001?role=all', headers }],
    [
      'explain',
      {
        method: 'POST',
        path: '/api/system/access/explain',
        headers,
        body: JSON.stringify({ userId: '400000001', role: 'all', path: '/system/user', action: 'edit', recordId: '400000002' }),
      },
    ],
  ].filter(([name]) => !only || only.split(',').includes(name));
  const name = new URL(databaseUrl).pathname.slice(1);
  await withClient(databaseUrl, async (observer) => {
    for (const [caseName, request] of cases) {
      for (let i = 0; i < 200; i++) await send(server.url, request);
      const pids = await backends(observer, name);
      const before = { node: ticks(server.child.pid), pg: new Map(pids.map((pid) => [pid, ticks(pid)])) };
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < sequential; i++) {
        const res = await fetch(server.url + request.path, { method: request.method, headers: request.headers, body: request.body });
        bytes = (await res.arrayBuffer()).byteLength;
      }
      const wall = performance.now() - started;
      // A backend the pool closed meanwhile (idle) reads 0: only those still there count.
      const after = { node: ticks(server.child.pid), pg: pids.reduce((sum, pid) => sum + Math.max(0, ticks(pid) - before.pg.get(pid)), 0) };
      const perRequest = (t) => ((t * 10) / sequential).toFixed(2);
      console.log(
        `${caseName}: CPU per request ${perRequest(after.node - before.node)} ms Node, ${perRequest(after.pg)} ms PostgreSQL` +
          ` (${pids.length} backends); sequential ${(wall / sequential).toFixed(2)} ms a request; answer ${bytes} bytes`,
      );
      for (const connections of [1, 16]) {
        const pool = await backends(observer, name);
        const start = { node: ticks(server.child.pid), pg: new Map(pool.map((pid) => [pid, ticks(pid)])) };
        const r = await autocannon({ url: server.url, connections, duration: seconds, requests: [request] });
        const node = ticks(server.child.pid) - start.node;
        const pg = pool.reduce((sum, pid) => sum + Math.max(0, ticks(pid) - start.pg.get(pid)), 0);
        const bad = r.errors + r.timeouts + r.non2xx;
        const per = (t) => ((t * 10) / r.requests.total).toFixed(2);
        console.log(
          `  ${connections} connection(s): ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms;` +
            ` CPU per request ${per(node)} ms Node, ${per(pg)} ms PostgreSQL${bad ? `; ${bad} bad` : ''}`,
        );
      }
    }
  });
} finally {
  await server.stop();
}
