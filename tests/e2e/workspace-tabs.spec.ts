import { expect, test } from '@playwright/test';
import { signInOwn } from './support';

// Workspace tabs (issue 32): a filtered list and an open edit dialog with typed input survive switching
// between their tabs (client navigations: the App Router remounts pages, the tabs keep them); a reload
// brings the tabs back from the user's preferences.

test('a filtered user list and a role being edited both stay as they were across tab switches; reload restores the tabs', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOwn(page);
  await page.goto('/system/user');
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
