import { expect, test } from '@playwright/test';
import { lookAt, signIn } from './support';
import { useLocale } from './system-trees-support';
import { api, onlyRow, runTag } from './system-users-support';

// An admin-only user sees what the server would refuse as refused: no edit, reset or delete on a super
// holder's row (each says why), no `super` in the role picker, super-only permissions locked.

test('an admin-only user cannot manage super holders nor offer the super role', async ({ page, context }) => {
  await useLocale(context, 'en');
  await signIn(page);
  const username = `deleg.${runTag}`;
  const created = await api(page, 'post', 'system/users/add', {
    name: 'Delegate',
    username,
    email: `${username}@example.com`,
    phone: '123456',
    group: '0001',
    roles: ['admin'],
    password: 'delegate-pass',
  });
  expect(created.status()).toBe(200);
  const createdId = ((await created.json()) as { data: { id: string } }).data.id;
  const superToken = await page.evaluate(() => localStorage.getItem('token'));
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, username, 'delegate-pass');

  await page.goto('/system/user?field=username&value=super');
  const superRow = onlyRow(page);
  await expect(superRow).toHaveCount(1);
  await expect(superRow.getByRole('switch')).toBeDisabled();
  await superRow.getByTestId('row-actions').click();
  for (const action of ['edit', 'reset', 'delete']) {
    await expect(page.getByTestId(`action-${action}`)).toHaveAttribute('data-disabled', '');
    await expect(page.getByTestId(`refusal-${action}`)).toHaveText('Holds roles or permissions you do not hold');
  }
  await page.keyboard.press('Escape');

  // Its own row: editable, but neither deletable nor switchable.
  await page.goto(`/system/user?field=username&value=${username}`);
  await expect(onlyRow(page).getByRole('switch')).toBeDisabled();
  await onlyRow(page).getByTestId('row-actions').click();
  await expect(page.getByTestId('action-edit')).not.toHaveAttribute('data-disabled', '');
  await expect(page.getByTestId('refusal-delete')).toHaveText('You cannot delete your own account');
  await page.keyboard.press('Escape');

  await page.getByTestId('add').click();
  await page.getByTestId('user-form').locator('#user-roles').click();
  await expect(page.getByRole('option', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Super', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'User', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Chart is not the admin's: it is shown but locked; the system pages are offered.
  await expect(page.getByTestId('tree-check-0002')).toBeDisabled();
  await expect(page.getByTestId('tree-check-000500')).toBeEnabled();
  await lookAt(page, { path: 'test-results/delegation-user-form.png' });

  // Leave the seeded data as it was for the specs after this one (the dashboard counts users).
  const removed = await page.request.delete('/api/system/users', { headers: { Authorization: `Bearer ${superToken}`, Locale: 'en' }, data: [createdId] });
  expect(removed.status()).toBe(200);
});
