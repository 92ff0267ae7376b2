import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.cjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The single sign-on spec runs a real OpenID provider on this port (tests/e2e/sso.spec.ts); the server is
// configured for it. Set in the environment here so the spec's worker reads the same port.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 13);
process.env.E2E_OIDC_PORT = String(oidcPort);

// e2e runs against the production build (`npm run build` first), on the embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Two workers against the one server: spec files run side by side (a file's tests stay in order in one
  // worker unless the file asks for parallel mode), so each spec works on data of its own (names with
  // runTag, its own role or group) and none changes what another reads (docs/architecture.md, Tests).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the test command's budget (scripts/test-budget.mjs): slowest tests, retried tests.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Generous: a 2-core machine rendering WebGL in software is slow when anything else runs.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    // One switch for every animation: the UI honours prefers-reduced-motion (app/globals.css), so no spec waits
    // for a dialog, menu or popover to finish moving.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, else a system Chromium, else Playwright's own (scripts/chromium-path.cjs).
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The WebGL walk is one serial file of a few minutes: it starts first, so the other worker works through
  // the rest meanwhile instead of it running alone at the end.
  projects: [
    { name: 'webgl', testMatch: 'three-maps.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: 'three-maps.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node .next/standalone/server.js',
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    // Generous: a 2-core machine rendering WebGL in software is slow when anything else runs.
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-0001',
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // Idle sockets stay open 65 s, not Node's 5: a spec's API call sent on a kept-alive socket just as the
      // server closed it for idling was reset (ECONNRESET) and the test retried.
      KEEP_ALIVE_TIMEOUT: '65000',
      // The provider of tests/support/oidc-provider.ts (its test client), started by the spec.
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'console',
      OIDC_CLIENT_SECRET: 'console-secret-console-secret-console',
      OIDC_NAME: 'Test IdP',
      OIDC_JIT: '1',
    },
  },
});
