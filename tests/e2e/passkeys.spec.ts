import { expect, test } from '@playwright/test';
import { openLogin, signIn } from './support';
import { api, runTag } from './system-users-support';

// Issue 28: a passkey registered on the account page, then a sign-in with it alone, then removed, with
// Chromium's virtual authenticator (DevTools protocol) standing for the platform's. WebAuthn takes no IP
// address as the relying party's id, so this spec opens the console as `localhost`.
const port = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${port}` });

test('a user registers a passkey on the account page, signs in with it alone, and removes it', async ({ page, browser }) => {
  await signIn(page);
  const username = `passkey.${runTag}`;
  const created = await api(page, 'post', 'system/users/add', {
    name: 'Passkey Owner', username, email: `${username}@example.com`, phone: '123456', group: '0001', roles: ['user'], password: 'passkey-pass-1',
  });
  expect(created.status()).toBe(200);

  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  await context.addCookies([{ name: 'locale', value: 'en', url: `http://localhost:${port}` }]);
  const mine = await context.newPage();
  const cdp = await context.newCDPSession(mine);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await openLogin(mine);
  await mine.locator('#username').fill(username);
  await mine.locator('#password').fill('passkey-pass-1');
  await mine.getByRole('button', { name: 'Login' }).click();
  await expect(mine).not.toHaveURL(/\/login/);
  await mine.goto('/account');
  const section = mine.getByTestId('passkeys');
  await expect(section).toContainText('No passkeys yet.');
  await section.getByTestId('passkey-add').click();
  await section.getByLabel('Name of the passkey').fill('Virtual key');
  await section.getByTestId('passkey-create').click();
  await expect(section.getByTestId('passkey-item')).toHaveCount(1);
  await expect(section.getByTestId('passkey-item')).toContainText('Virtual key');
  await expect(section.getByTestId('passkey-item')).toContainText('never used');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Sign out, then sign in with the passkey alone: no username, no password.
  await mine.getByTestId('user-menu').click();
  await mine.getByTestId('logout').click();
  await expect(mine).toHaveURL(/\/login/);
  await mine.getByTestId('passkey-signin').click();
  await expect(mine).not.toHaveURL(/\/login/);
  await mine.goto('/account');
  await expect(section.getByTestId('passkey-item')).toContainText('last used');

  // Remove it, confirming; a passkey sign-in is then refused.
  await section.getByTestId('passkey-remove').click();
  await expect(mine.getByTestId('confirm-dialog')).toContainText('Virtual key');
  await mine.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section).toContainText('No passkeys yet.');
  await mine.getByTestId('user-menu').click();
  await mine.getByTestId('logout').click();
  await expect(mine).toHaveURL(/\/login/);
  await mine.getByTestId('passkey-signin').click();
  await expect(mine.getByText('This passkey is not registered here')).toBeVisible();
  await context.close();
});
