import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:basepath`: the BASE_PATH=/admin build in .next-basepath, served at the root of the port
// as a reverse proxy would forward it (the prefix kept).
export default defineConfig({
  ...base,
  testDir: 'tests/basepath',
  outputDir: 'test-results/basepath',
  webServer: {
    ...base.webServer,
    command: 'node .next-basepath/standalone/server.js',
    url: `${base.use?.baseURL}/admin/login`,
  },
});
