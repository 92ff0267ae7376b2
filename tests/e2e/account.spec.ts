import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { expectToast, useLocale } from './system-trees-support';
import { api, runTag, signInElsewhere } from './system-users-support';

// One's own account: a fresh user changes the password (a wrong current one is refused under its
// field), sees the sessions (this device marked; the other one signed out by the change) and the
// sign-ins; super signs out a session of that user on /system/session.

test('a user changes the own password, sees own sessions and sign-ins; super signs a session out', async ({ page, context, browser, baseURL }) => {
  await useLocale(context, 'en');
  await signIn(page);
  const username = `acct.${runTag}`;
  const created = await api(page, 'post', 'system/users/add', {
    name: 'Account Owner', username, email: `${username}@example.com`, phone: '123456', group: '0001', roles: ['user'], password: 'first-pass-1',
  });
  expect(created.status()).toBe(200);
  const userId: string = (await created.json()).data.id;

  const user = await signInElsewhere(browser, baseURL, username, 'first-pass-1');
  const other = await signInElsewhere(browser, baseURL, username, 'first-pass-1');
  const mine = user.page;
  await mine.getByTestId('user-menu').click();
  await mine.getByTestId('account').click();
  await expect(mine).toHaveURL(/\/account$/);
  await expect(mine.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(mine.locator('#profile-name')).toHaveValue('Account Owner');
  await expect(mine.getByTestId('own-session')).toHaveCount(2);
  await expect(mine.locator('[data-testid="own-session"][data-current="true"]')).toContainText('This device');
  await expect(mine.getByTestId('own-signin').first()).toContainText('Signed in');

  // A wrong current password: under its field, nothing changes.
  await mine.locator('#password-currentPassword').fill('not-my-password');
  await mine.locator('#password-newPassword').fill('second-pass-2');
  await mine.locator('#password-confirm').fill('second-pass-2');
  await mine.getByTestId('password-save').click();
  await expect(mine.getByTestId('error-password-currentPassword')).toHaveText('The current password is wrong.');
  await mine.locator('#password-currentPassword').fill('first-pass-1');
  await mine.getByTestId('password-save').click();
  await expectToast(mine, 'Password changed. Other sessions signed out: 1.');
  await expect(mine.getByTestId('own-session')).toHaveCount(1);
  await other.page.goto('/dashboard');
  await expect(other.page).toHaveURL(/\/login/);
  await other.close();

  // Super sees the session on /system/session and signs it out: the user's next page is /login.
  await page.goto(`/system/session?username=${encodeURIComponent(username)}`);
  const rows = page.locator('tbody tr[data-row-id]');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(username);
  // The kit's row menu: its delete action reads "Sign out" here.
  await rows.getByTestId('row-actions').click();
  await expect(page.getByTestId('action-delete')).toHaveText('Sign out');
  await page.getByTestId('action-delete').click();
  await page.getByTestId('confirm').click();
  await expectToast(page, 'Signed out 1 session.');
  await expect(rows).toHaveCount(0);
  await mine.goto('/account');
  await expect(mine).toHaveURL(/\/login/);
  await user.close();

  await page.goto(`/system/signin?username=${encodeURIComponent(username)}`);
  await expect(page.locator('tbody tr').first()).toContainText(username);

  // Leave the seed as it was: a user signed up today would move the dashboard's sign-up window, which
  // other specs read against the seeded users.
  expect((await api(page, 'delete', 'system/users', [userId])).status()).toBe(200);
});
