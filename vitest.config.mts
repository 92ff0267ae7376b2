import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
// `server-only` is not a package here: Next resolves it in its compiler (an empty module on the server,
// an error in the browser). Tests run server code in Node, so they get the empty module too.
const serverOnly = path.join(root, 'node_modules/next/dist/compiled/server-only/empty.js');
const shared = { resolve: { alias: { '@': root, 'server-only': serverOnly } } };
// API test files share their worker's modules (isolate: false): a file's imports (the route table, Drizzle,
// zod schemas) load once per worker instead of once per file, and each file still gets a database of its own
// (tests/support/database.ts). Files that replace a module (vi.mock) or leave process-wide state on purpose
// (a count memo fed a tiny limit, a DATA_DIR database) keep a module graph of their own.
const isolatedApiFiles = [
  'tests/api/fuzz.test.ts',
  'tests/api/login-work.test.ts',
  'tests/api/list-totals.test.ts',
  'tests/api/users-list-bench.test.ts',
  'tests/api/data-dir.test.ts',
];
// Files that make embedded databases of their own (seeding and migrations on a fresh PGlite) whatever the
// project's database: on PostgreSQL they would run the same test a second time.
const ownDatabaseFiles = ['tests/api/seed.test.ts', 'tests/api/migration-sessions.test.ts', 'tests/api/migration-notice-body.test.ts'];
const apiProject = (name: string, env: Record<string, string>, isolated: boolean) => ({
  ...shared,
  test: {
    name: isolated ? `${name}-isolated` : name,
    include: isolated ? isolatedApiFiles : ['tests/api/**/*.test.ts'],
    exclude: [...(isolated ? [] : isolatedApiFiles), ...(env.TEST_DB_KIND === 'postgres' ? ownDatabaseFiles : [])],
    isolate: isolated,
    setupFiles: ['tests/support/database.ts'],
    ...(env.TEST_DB_KIND === 'postgres' ? { globalSetup: ['tests/support/postgres-template.ts'] } : {}),
    env: { AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent', ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const apiProjects = (name: string, env: Record<string, string>) => [apiProject(name, env, false), apiProject(name, env, true)];

const isolatedComponentFiles = ['tests/component/enrol-form.test.tsx', 'tests/component/signed-out.test.tsx', 'tests/component/sso-login.test.tsx'];
const componentProject = (isolated: boolean) => ({
  ...shared,
  test: {
    name: isolated ? 'component-isolated' : 'component',
    environment: 'jsdom',
    include: isolated ? isolatedComponentFiles : ['tests/component/**/*.test.tsx'],
    exclude: isolated ? [] : isolatedComponentFiles,
    isolate: isolated,
    setupFiles: ['tests/component/setup.ts'],
    env: { NEXT_PUBLIC_BASE_PATH: '' },
    // A test takes about a second alone; jsdom on a busy shared runner can take several times that.
    testTimeout: 15_000,
  },
});

// The API suite runs on the embedded database always, and on PostgreSQL too when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  ...shared,
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the files then run
    // one by one and a core idles while a file imports or waits on PostgreSQL. Two at least overlap those.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      { ...shared, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The resource kit's browser half, rendered in jsdom inside its real providers (tests/component/support).
      // Files share their worker's modules (React, radix-ui, the catalogues load once per worker); each test
      // renders its own providers. Files that replace a module (vi.mock) keep a module graph of their own.
      componentProject(false),
      componentProject(true),
      ...apiProjects('api-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(postgres ? apiProjects('api-postgres', { TEST_DB_KIND: 'postgres' }) : []),
    ],
  },
});
