import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
// `server-only` is not a package here: Next resolves it in its compiler (an empty module on the server,
// an error in the browser). Tests run server code in Node, so they get the empty module too.
const serverOnly = path.join(root, 'node_modules/next/dist/compiled/server-only/empty.js');
const shared = { resolve: { alias: { '@': root, 'server-only': serverOnly } } };
const apiProject = (name: string, env: Record<string, string>) => ({
  ...shared,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['tests/support/database.ts'],
    ...(env.TEST_DB_KIND === 'postgres' ? { globalSetup: ['tests/support/postgres-template.ts'] } : {}),
    env: { AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent', ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
      {
        ...shared,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          env: { NEXT_PUBLIC_BASE_PATH: '' },
          // A test takes about a second alone; jsdom on a busy shared runner can take several times that.
          testTimeout: 15_000,
        },
      },
      apiProject('api-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(postgres ? [apiProject('api-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
});
