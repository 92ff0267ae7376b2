import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { openLogin, signIn } from './support';
import { useLocale } from './system-trees-support';
import { api, runTag } from './system-users-support';

// Issue 28: an authenticator app set up on the account page, then a sign-in's second step; and the
// forced enrolment page a role that requires a second factor sends its holders to. The codes are
// computed here from the key the page shows, as an authenticator app would.

/** The code of the key shown on the page, `steps` 30-second steps from now (the server takes ±1). */
async function codeFromPage(page: Page, steps = 0) {
  const key = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return { key, code: totp.generate({ timestamp: Date.now() + steps * 30_000 }) };
}

async function passwordStep(page: Page, username: string, password: string) {
  await openLogin(page);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a user sets up an authenticator app on the account page and signs in with its code', async ({ page, browser, baseURL }) => {
  await useLocale(page.context(), 'en');
  await signIn(page);
  const username = `mfa.${runTag}`;
  const created = await api(page, 'post', 'system/users/add', {
    name: 'Factor Owner', username, email: `${username}@example.com`, phone: '123456', group: '0001', roles: ['user'], password: 'factor-pass-1',
  });
  expect(created.status()).toBe(200);

  const context = await browser.newContext({ baseURL });
  const mine = await context.newPage();
  await useLocale(context, 'en');
  await passwordStep(mine, username, 'factor-pass-1');
  await expect(mine).not.toHaveURL(/\/login/);
  await mine.goto('/account');
  const section = mine.getByTestId('second-factor');
  await expect(section).toContainText('Not set up');
  await section.getByTestId('mfa-setup').click();
  await expect(section.getByTestId('totp-qr')).toBeVisible();
  const { key, code } = await codeFromPage(mine);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByTestId('totp-code').fill(code);
  await section.getByTestId('mfa-enable').click();
  await expect(section.getByTestId('recovery-code')).toHaveCount(10);
  const recovery = await section.getByTestId('recovery-code').first().innerText();
  await section.getByTestId('recovery-done').click();
  await expect(section.getByTestId('mfa-on')).toBeVisible();
  await expect(section).toContainText('10 recovery codes left');
  await context.close();

  // Signing in now asks for the code after the password. The enrolment's code spent its step: the
  // next step's code (accepted within the one-step drift) stands for the app's next one.
  const fresh = await browser.newContext({ baseURL });
  const again = await fresh.newPage();
  await useLocale(fresh, 'en');
  await passwordStep(again, username, 'factor-pass-1');
  const step = again.getByTestId('second-step');
  await expect(step).toContainText('Two-step verification');
  await expect(again).toHaveURL(/\/login(\?next=%2F[^&]*)?$/);
  // A wrong code: said under the boxes; then a recovery code would do too, but the app's code is used.
  await step.getByTestId('totp-code').fill('000000');
  await expect(step.getByRole('alert')).toHaveText('The code is wrong or was already used.');
  const next = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + 30_000 });
  await step.getByTestId('totp-code').fill(next);
  await expect(again).not.toHaveURL(/\/login/);
  expect(recovery).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await fresh.close();
});

test('a role that requires a second factor sends its holder to the enrolment page, and enabling signs in', async ({ page, browser, baseURL }) => {
  await useLocale(page.context(), 'en');
  await signIn(page);
  const role = `mfae${runTag}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');
  expect((await api(page, 'post', 'system/roles/add', { role, nameEn: `Needs factor ${runTag}`, nameZh: `需要 ${runTag}`, permissions: [], mfaRequired: true })).status()).toBe(200);
  const username = `mfae.${runTag}`;
  const created = await api(page, 'post', 'system/users/add', {
    name: 'Enrolling User', username, email: `${username}@example.com`, phone: '123456', group: '0001', roles: ['user', role], password: 'enrol-pass-1',
  });
  expect(created.status()).toBe(200);

  const context = await browser.newContext({ baseURL });
  const mine = await context.newPage();
  await useLocale(context, 'en');
  await passwordStep(mine, username, 'enrol-pass-1');
  await expect(mine).toHaveURL(/\/login\/enrol$/);
  await expect(mine.getByRole('heading', { level: 1 })).toHaveText('Set up a second factor');
  // No other page opens meanwhile: the ticket is no session.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login(\?next=%2F[^&]*)?$/);
  await other.close();
  const { code } = await codeFromPage(mine);
  await mine.getByTestId('totp-code').fill(code);
  await mine.getByTestId('enrol-enable').click();
  await expect(mine.getByTestId('recovery-code')).toHaveCount(10);
  await mine.getByTestId('enrol-continue').click();
  await expect(mine).not.toHaveURL(/\/login/);
  await mine.goto('/account');
  await expect(mine.getByTestId('mfa-on')).toBeVisible();
  await context.close();
});
