import { expect, test } from '@playwright/test';
import { inItsTab, signInOwn } from './support';
import { api, onlyRow, rowMenu, runTag } from './system-users-support';

// Workspace tabs (issue 32): a filtered list and an open edit dialog with typed input survive switching
// between their tabs (client navigations: the App Router remounts pages, the tabs keep them); a reload
// brings the tabs back from the user's preferences. A session that ends under unsaved input keeps the input.

test('a filtered user list and a role being edited both stay as they were across tab switches; reload restores the tabs', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOwn(page);
  await page.goto('/system/user');
  // The page moves into its tab after hydration, which mounts it anew: a select opened before would close.
  await inItsTab(page, '/system/user');
  await page.getByTestId('filter-field').click();
  await page.getByRole('option', { name: 'UserName' }).click();
  await expect(page).toHaveURL(/field=username/);
  await page.getByTestId('filter-value').fill('user0');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/value=user0/);
  await expect(page.getByTestId('table-total')).toHaveText('23 in total');
  // Typed, not searched: only the kept tree remembers it.
  await page.getByTestId('filter-value').fill('user01');

  await page.locator('[data-sidebar="sidebar"] a[href="/system/role"]').first().click();
  await expect(page).toHaveURL(/\/system\/role$/);
  const roles = page.locator('[data-tab-page="/system/role"]');
  await roles.locator('[data-row-id]').first().getByTestId('row-actions').click();
  await page.getByTestId('action-edit').click();
  const name = page.locator('#role-name-en');
  await name.fill('Typed in a tab');

  // The modal hides the bar from the mouse: the keyboard switches tabs (Alt+PageUp: the previous one).
  await page.keyboard.press('Alt+PageUp');
  const tablist = page.getByRole('tablist', { name: 'Open pages' });
  await expect(page).toHaveURL(/\/system\/user\?.*value=user0/);
  const users = page.locator('[data-tab-page="/system/user"]');
  await expect(users.getByTestId('filter-value')).toHaveValue('user01');
  await expect(users.getByTestId('table-total')).toHaveText('23 in total');
  await expect(name).toBeHidden();

  const roleTab = tablist.getByRole('tab', { name: /Role/ });
  await roleTab.click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(name).toBeVisible();
  await expect(name).toHaveValue('Typed in a tab');
  // The open modal hides the bar from the accessibility tree again: read the tab by its path.
  await expect(page.locator('[role="tab"][data-path="/system/role"]')).toHaveAttribute('aria-selected', 'true');

  // The tabs are saved (batched half a second) and come back after a reload.
  await expect.poll(async () => (await (await page.request.get('/api/user/preferences', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })).json()).data.tabs?.map((tab: { path: string }) => tab.path)).toEqual(expect.arrayContaining(['/system/user', '/system/role']));
  await page.reload();
  const restored = page.getByRole('tablist', { name: 'Open pages' });
  await expect(restored.locator('[data-path="/system/user"]')).toHaveAttribute('role', 'tab');
  await expect(restored.locator('[data-path="/system/role"]')).toHaveAttribute('aria-selected', 'true');
});

test('a session that ends under a form with unsaved input signs in again in place, and the save goes through', async ({ page }) => {
  const own = await signInOwn(page);
  const code = `again${runTag}`;
  expect((await api(page, 'post', 'system/roles/add', { role: code, nameEn: 'Before', nameZh: '之前' })).ok()).toBe(true);
  await page.goto(`/system/role?role=${code}`);
  await inItsTab(page, '/system/role');
  await rowMenu(page, 'edit');
  await page.locator('#role-name-en').fill(`Kept ${runTag}`);

  // The session ends elsewhere (signed out with its own token) while the form is open.
  expect((await api(page, 'post', 'user/logout', {})).ok()).toBe(true);
  await page.getByTestId('form-save').click();
  const again = page.getByTestId('sign-in-again');
  await expect(again).toBeVisible();
  await again.locator('#sign-in-again-password').fill(own.password);
  await again.getByTestId('sign-in-again-confirm').click();
  await expect(again).toBeHidden();
  // The save was sent again under the new session: the form closes and the list shows the typed name.
  await expect(page.locator('#role-name-en')).toBeHidden();
  await expect(onlyRow(page)).toContainText(`Kept ${runTag}`);
  await expect(page).toHaveURL(/\/system\/role/);
});
