// The PostgreSQL pass of bench:scale: a fresh database on `admin` (dropped after), the production build on
// it with 100,000 users (bench/scale-data.mjs), the shared cases (targets of issue 15) and the group page
// with every group loaded in Chromium (rows on screen ≤ 2 s). Answers its misses.
import { chromium } from '@playwright/test';
import { caseFilter, measureCases, printTable, scaleCases, signIn } from './scale-cases.mjs';
import { loadScaleData, withClient, postgresScale as scale } from './scale-data.mjs';
import { startServer } from './server.mjs';
import { chromiumPath } from '../scripts/chromium-path.cjs';

/**
 * The group page with every group loaded: from navigation to the first rows on screen in Chromium
 * (the worst of three loads after a warm-up), and how many rows it rendered (the tree opens two levels).
 */
async function groupTreeLoad(serverUrl, token) {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'token', value: token, url: serverUrl }]);
    const tab = await context.newPage();
    const rows = tab.locator('tbody tr[data-row-id]');
    await tab.goto(`${serverUrl}/system/group`);
    await rows.first().waitFor({ timeout: 60_000 });
    const times = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await tab.goto(`${serverUrl}/system/group`);
      await rows.first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
    }
    return { ms: Math.max(...times), rows: await rows.count() };
  } finally {
    await browser.close();
  }
}

export async function postgresPass({ admin, port }) {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'console_scale';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_DATABASE_PREFIX must be a plain identifier: ${prefix}`);
  const databaseName = `${prefix}_${process.pid}`;
  await withClient(admin, (c) => c.query(`create database ${databaseName}`));
  let server;
  try {
    const url = new URL(admin);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    server = await startServer({
      port,
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1', SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' },
    });
    const loadSeconds = await withClient(databaseUrl, (c) => loadScaleData(c, scale));
    const token = await signIn(server.url);
    const cases = scaleCases({ token, scale });
    const results = await measureCases(server.url, cases);
    const failures = printTable({ title: `PostgreSQL, ${scale.users.toLocaleString('en-US')} users`, scale, loadSeconds, cases, results });
    // The group page's load is measured with the whole set of cases only (not with BENCH_CASES).
    if (caseFilter) return failures;
    const tree = await groupTreeLoad(server.url, token);
    console.log(`measured /system/group: ${tree.ms} ms to rows, ${tree.rows} rows rendered`);
    const treeOk = tree.ms <= 2000;
    if (!treeOk) failures.push(`PostgreSQL, /system/group: ${tree.ms} ms > 2000 ms`);
    console.log(
      `\n/system/group with ${scale.groups} groups: rows on screen in ${tree.ms} ms (worst of 3), ${tree.rows} rows rendered; target ≤ 2000 ms: ${treeOk ? 'ok' : 'MISS'}`,
    );
    return failures;
  } finally {
    // Let the last case's in-flight requests finish before the server and its pool close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server?.stop();
    await withClient(admin, (c) => c.query(`drop database if exists ${databaseName} with (force)`));
  }
}
