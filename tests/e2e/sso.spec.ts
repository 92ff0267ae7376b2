import { expect, test } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../support/oidc-provider';

// Single sign-on in the browser: playwright.config.ts starts the server with OIDC_ISSUER=http://127.0.0.1:$E2E_OIDC_PORT (the
// provider below, a real oidc-provider), OIDC_CLIENT_ID=console, OIDC_CLIENT_SECRET (the test client's),
// OIDC_NAME='Test IdP' and OIDC_JIT=1. Skipped when the server was started without them.
const idpPort = Number(process.env.E2E_OIDC_PORT ?? 0);
test.skip(!idpPort, 'needs E2E_OIDC_PORT and a server started with the matching OIDC_* variables');

let idp: TestProvider;
test.beforeAll(async ({ baseURL }) => {
  idp = await startTestProvider(`${baseURL}/api/auth/oidc/callback`, idpPort);
});
test.afterAll(async () => idp?.close());

test('signs in through the provider and lands on the dashboard with the mapped role', async ({ page }) => {
  const login = await page.request.post('/api/user/login', { data: { username: 'super', password: 'super' } });
  const token: string = (await login.json()).data.token;
  const headers = { Authorization: `Bearer ${token}`, Locale: 'en' };
  const rule = await page.request.post('/api/system/ssorules/add', { headers, data: { provider: 'default', claim: 'groups', value: 'e2e-admins', role: '0002' } });
  expect(rule.status()).toBe(200);
  await page.context().clearCookies();

  idp.signingIn = { sub: `e2e-${Date.now()}`, claims: { preferred_username: `sso${Date.now()}`, name: 'Sso Person', groups: ['e2e-admins'] } };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The admin role (mapped from the group) opens the system's user page.
  await page.goto('/system/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/system\/user$/);
});
