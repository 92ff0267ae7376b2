// The embedded pass of bench:scale: the production build on PGlite in a temporary DATA_DIR (removed after,
// whatever happens). A first start migrates and seeds it; with the server stopped, this process opens the
// directory with PGlite and loads 10,000 users (bench/scale-data.mjs); a second start serves the shared
// cases, each with a p99 target of 200 ms. Answers its misses.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { measureCases, printTable, scaleCases, signIn } from './scale-cases.mjs';
import { embeddedScale as scale, loadScaleData } from './scale-data.mjs';
import { startServer } from './server.mjs';

const p99 = 200;

export async function embeddedPass({ port }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-embedded-'));
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' };
  let server;
  try {
    await (await startServer({ port, env })).stop();
    const client = await PGlite.create(dataDir);
    let loadSeconds;
    try {
      loadSeconds = await loadScaleData(client, scale);
    } finally {
      await client.close();
    }
    server = await startServer({ port, env });
    const token = await signIn(server.url);
    const cases = scaleCases({ token, scale, p99 });
    const results = await measureCases(server.url, cases);
    return printTable({ title: `embedded (PGlite), ${scale.users.toLocaleString('en-US')} users`, scale, loadSeconds, cases, results });
  } finally {
    // Let the last case's in-flight requests finish before the server closes the database.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
