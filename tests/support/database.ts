import { afterAll, inject } from 'vitest';
import { closeDatabase } from '@/lib/db/client';

// Every API test file gets a database of its own: a fresh in-memory PGlite, or a fresh PostgreSQL
// database (created from TEST_DATABASE_URL, dropped afterwards): a copy of the run's migrated and seeded
// template (tests/support/postgres-template.ts), with the demo accounts.
const admin = process.env.TEST_DATABASE_URL;
let created: string | undefined;

if (process.env.TEST_DB_KIND === 'postgres' && admin) {
  const { Client } = await import('pg');
  created = `${inject('postgresRun')}_${process.pid}_${Date.now()}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${created} template ${inject('postgresTemplate')}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${created}`;
  process.env.DATABASE_URL = url.toString();
  process.env.SEED_DEMO = '1';
  process.env.SUPER_PASSWORD = 'super';
} else {
  delete process.env.DATABASE_URL;
}

afterAll(async () => {
  await closeDatabase();
  if (!created || !admin) return;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${created} with (force)`);
  await client.end();
});
