// untracked: a persistent scale database for profiling. node bench/.prof.mjs → prints DATABASE_URL
import pg from 'pg';
import { loadScaleData, postgresScale } from './scale-data.mjs';
import { startServer } from './server.mjs';
const admin = 'postgres://postgres@127.0.0.1:5432/test';
const c = new pg.Client({ connectionString: admin }); await c.connect();
const exists = (await c.query("select 1 from pg_database where datname='console_prof'")).rowCount > 0;
if (!exists) await c.query('create database console_prof');
await c.end();
const url = 'postgres://postgres@127.0.0.1:5432/console_prof';
if (!exists) {
  const s = await startServer({ port: 3299, env: { DATABASE_URL: url, SEED_DEMO: '1', SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' } });
  const d = new pg.Client({ connectionString: url }); await d.connect();
  console.log('loaded in', await loadScaleData(d, postgresScale)); await d.end();
  await s.stop();
}
console.log(url);
