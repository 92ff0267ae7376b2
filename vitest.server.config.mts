import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// Tests of the production build (`npm run build` first): they start `.next/standalone/server.js`
// processes. The PostgreSQL ones run only when TEST_DATABASE_URL is set. One file at a time: each
// starts servers of its own on fixed ports.
export default defineConfig({
  // As in vitest.config.mts: Next resolves `server-only` in its compiler; Node gets the empty module.
  resolve: { alias: { '@': root, 'server-only': path.join(root, 'node_modules/next/dist/compiled/server-only/empty.js') } },
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
