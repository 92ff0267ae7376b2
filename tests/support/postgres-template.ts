import type { TestProject } from 'vitest/node';

// The API suite's PostgreSQL project migrates and seeds one database per run, here, and every test file
// then gets a copy of it (`create database … template …`, tests/support/database.ts): a copy costs a file
// copy, where migrating and seeding each file's database cost seconds of CPU on every one of them.
declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
    /** the prefix of this run's per-file databases, swept at the end */
    postgresRun: string;
  }
}

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return;
  const { Client } = await import('pg');
  const name = `console_template_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // The same start-up as every test file's database had: the app's migrations, demo seed and menu items.
  const saved = { ...process.env };
  Object.assign(process.env, { DATABASE_URL: url.toString(), SEED_DEMO: '1', SUPER_PASSWORD: 'super', LOG_LEVEL: 'silent' });
  try {
    const { getDatabase, closeDatabase } = await import('@/lib/db/client');
    await getDatabase();
    await closeDatabase();
  } finally {
    for (const key of ['DATABASE_URL', 'SEED_DEMO', 'SUPER_PASSWORD', 'LOG_LEVEL'] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
  project.provide('postgresTemplate', name);
  const files = `console_test_${process.pid}_${Date.now()}`;
  project.provide('postgresRun', files);
  // Each file drops its own database; a file whose tests were all skipped runs no afterAll, so the end of the
  // run sweeps whatever of its files' databases is left, then the template.
  return async () => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      const left = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${files}\\_%`]);
      for (const { datname } of left.rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
    await run(`drop database if exists ${name} with (force)`);
  };
}
