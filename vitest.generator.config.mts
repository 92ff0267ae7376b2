import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// The generator's test (`npm run test:generator`): it runs `npm run new:resource` on a copy of the
// project, then that copy's type check, lint and generated tests. Minutes, so not in `npx vitest run`.
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    name: 'generator',
    include: ['tests/generator/**/*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
