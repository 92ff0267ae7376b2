// npm run bench:scale — the production build at scale, 16 connections, BENCH_SECONDS (10) per case, the
// better of BENCH_ROUNDS (2) rounds (bench/scale-cases.mjs), in two passes:
// - PostgreSQL (bench/scale-postgres.mjs) with 100,000 users, 5,000 groups (depth 6) and 1,000,000 audit
//   entries, on BENCH_PORT (3202). Targets (issue 15): user list p99 ≤ 50 ms and ≥ 0.5 × health, userInfo
//   ≥ 0.8 × health, /dashboard ≥ 0.6 × /login, audit list p99 ≤ 50 ms, /system/group rows on screen ≤ 2 s.
//   Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database, named BENCH_DATABASE_PREFIX
//   (console_scale) and the pid, is made there and dropped after).
// - The embedded database (bench/scale-embedded.mjs): PGlite in a temporary DATA_DIR with 10,000 users,
//   500 groups (depth 6) and 100,000 audit entries, on BENCH_EMBEDDED_PORT (BENCH_PORT + 1). Target: every
//   case p99 ≤ 200 ms.
// GET /api/health is the floor of an API call and GET /login of a server-rendered page; each case prints its
// throughput, latency and ratio to its floor. BENCH_EMBEDDED_ONLY=1 runs the embedded pass alone,
// BENCH_POSTGRES_ONLY=1 the PostgreSQL pass alone; BENCH_CASES=<text> only the cases naming it (and the floors),
// e.g. `BENCH_CASES=access` for the access inspector's (issue 29).
// Exits 1 when a case misses its target. Needs `npm run build`.
import { embeddedPass } from './scale-embedded.mjs';
import { postgresPass } from './scale-postgres.mjs';

const embeddedOnly = process.env.BENCH_EMBEDDED_ONLY === '1';
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!embeddedOnly && !admin) {
  console.error('bench:scale needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL), or BENCH_EMBEDDED_ONLY=1');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3202);

const failures = [];
if (!embeddedOnly) failures.push(...(await postgresPass({ admin, port })));
if (process.env.BENCH_POSTGRES_ONLY !== '1') failures.push(...(await embeddedPass({ port: Number(process.env.BENCH_EMBEDDED_PORT ?? port + 1) })));
if (failures.length > 0) console.error(`\nFAILED:\n${failures.join('\n')}`);
process.exitCode = failures.length > 0 ? 1 : 0;
