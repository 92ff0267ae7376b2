// npm run bench:load — 60 s of mixed traffic on the production build: 80% reads, 20% writes, from five
// users under four roles, 64 connections (autocannon). Prints throughput, latency percentiles, errors
// and the server's RSS after a 60 s warm-up (its heap grows for about the first minute) and at the end.
// Exits 1 unless there were no errors, no non-2xx answers and the final RSS is within 10% of the
// warmed-up one. Runs on PostgreSQL (a fresh database made from BENCH_DATABASE_URL or TEST_DATABASE_URL,
// dropped after), else on the embedded database.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 60);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
const connections = 64;
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

let databaseUrl = '';
const databaseName = `console_bench_${process.pid}`;
if (admin) {
  await withAdmin(`create database ${databaseName}`);
  const url = new URL(admin);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3201),
  env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1', SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' },
});

async function post(path, body, token) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()).data;
}

/** Signs in and switches to a role: the traffic comes from several users under different roles. */
async function session(username, role) {
  const { token } = await post('/api/user/login', { username, password: username });
  if (role) await post('/api/user/currentRole', { role }, token);
  return { username, role: role ?? 'all', token };
}

const sessions = await Promise.all([session('super'), session('user001', 'admin'), session('user002', 'user'), session('user004', 'admin'), session('user000', 'super')]);
const system = sessions.filter((s) => s.role !== 'user');
// Every seeded user holds super, so only a session holding super may manage them (the delegation rules).
const managers = sessions.filter((s) => s.role === 'super' || s.role === 'all');

const json = (method, path, token, body) => ({
  method,
  path,
  headers: { 'content-type': 'application/json', locale: 'en', authorization: `Bearer ${token}` },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let counter = 0;

const reads = [
  (s) => json('GET', '/api/user/userInfo', s.token),
  (s) => json('GET', '/api/dashboard/stats', s.token),
  () => json('POST', '/api/system/users', pick(system).token, { page: 1 + (counter % 3), size: 10, filterField: 'name', filterValue: pick(['', 'user', 'U']) }),
  () => json('POST', '/api/system/roles', pick(system).token, {}),
  () => json('POST', '/api/system/groups', pick(system).token, { name: pick(['', 'Dev']) }),
  () => json('POST', '/api/system/permissions', pick(system).token, {}),
  () => json('GET', `/api/system/users/detail/1000000${String(10 + (counter % 13))}`, pick(system).token),
  () => json('GET', '/api/common/groups', pick(system).token),
];
const writes = [
  () => json('POST', '/api/system/users/edit', pick(managers).token, { id: `1000000${String(10 + (counter % 13))}`, name: `Load ${counter}` }),
  () => json('POST', '/api/system/groups/edit', pick(system).token, { id: pick(['0001', '0002']), name: `Group ${counter}` }),
  () => json('POST', '/api/system/roles/edit', pick(managers).token, { id: '0003', name: `User ${counter % 7}` }),
  (s) => json('POST', '/api/user/currentRole', s.token, { role: s.role }),
];

const traffic = {
  url: server.url,
  connections,
  requests: [
    {
      setupRequest: () => {
        counter++;
        const s = pick(sessions);
        return (Math.random() < 0.8 ? pick(reads) : pick(writes))(s);
      },
    },
  ],
};

function rssMb(pid) {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
  return kb / 1024;
}

try {
  await autocannon({ ...traffic, duration: warmup });
  const warm = rssMb(server.child.pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(server.child.pid).toFixed(0)), 10_000);
  const result = await autocannon({ ...traffic, duration });
  clearInterval(sampler);
  const end = rssMb(server.child.pid);
  const fivexx = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code >= '500').reduce((n, [, s]) => n + s.count, 0);
  const growth = (end - warm) / warm;
  const lines = [
    `database        ${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite, in memory)'}`,
    `traffic         ${duration} s, ${connections} connections, 80% reads / 20% writes, ${sessions.length} users (roles ${[...new Set(sessions.map((s) => s.role))].join(', ')})`,
    `requests        ${result.requests.total} (${result.requests.average.toFixed(0)} req/s average)`,
    `latency         p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `errors          ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${fivexx} 5xx`,
    `server RSS      ${warm.toFixed(0)} MB after warm-up, ${end.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%); every 10 s: ${samples.join(', ')} MB`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  const failed = result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || Math.abs(growth) > 0.1;
  if (failed) console.error('FAILED: errors, non-2xx answers or RSS outside ±10% of its warmed-up level');
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.stop();
  if (admin) await withAdmin(`drop database if exists ${databaseName} with (force)`);
}
