import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { afterRefusedSave, signIn, switchRole } from './support';
import { expectToast, groupCase, orderOf, permissionCase, rowAction, text, treeFlow, useLocale } from './system-trees-support';

// The group and permission pages: add child/brother, moves that persist, validation on the fields,
// confirmed (bulk) deletes, the server's 409, and what a role without the grants sees. The permission
// form in Chinese is a component test (tests/component/zh-forms.test.tsx), the tree's moves and deletes
// too (resource-tree-page.test.tsx).

/** Every message on its field; a duplicate id (409) on the id; deleting a group with users is refused (409). */
async function groupValidation(page: Page) {
  await rowAction(page, '0003', 'addChild');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-group-id')).toHaveText(text.en.groupId);
  await expect(page.getByTestId('error-group-name-en')).toHaveText(text.en.groupName);
  await expect(page.getByTestId('error-group-name-zh')).toHaveText(text.en.groupName);
  await expect(page.locator('#group-id')).toHaveAttribute('aria-invalid', 'true');
  await afterRefusedSave(page);
  await page.locator('#group-id').fill('0001');
  await page.locator('#group-name-en').fill('Duplicate');
  await page.locator('#group-name-zh').fill('重复');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-group-id')).toHaveText(text.en.duplicate('0001'));
  await expect(page.getByTestId('error-group-name-en')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await rowAction(page, '000303', 'delete');
  await expect(page.getByTestId('confirm-items')).toContainText('(000303)');
  await page.getByTestId('confirm').click();
  await expectToast(page, 'Group 000303 still has users; move them to another group first.');
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('tr[data-row-id="000303"]')).toBeVisible();
}

/** Filters live in the URL: a reload keeps the filtered view. */
async function filtersInUrl(page: Page) {
  await page.goto('/system/group');
  await page.getByTestId('filter-name').fill('dev');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/name=dev/);
  await expect.poll(() => orderOf(page, ['0001', '0003'])).toEqual(['0003']);
  await page.reload();
  await expect(page.getByTestId('filter-name')).toHaveValue('dev');
  await expect.poll(() => orderOf(page, ['0001', '0003'])).toEqual(['0003']);

  // The column menu hides a column; the CSV export has the view's columns and rows, UTF-8 with a BOM.
  await page.getByTestId('column-menu').click();
  await page.getByRole('menuitemcheckbox', { name: 'Create Time' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: /Create Time/ })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFName,Id,Status,Order,Parent Group,Brother Group\r\n')).toBe(true);
  expect(csv).toContain('Development Department,0003,Enabled,2,All,IT Department');
  expect(csv).not.toContain('Human Resources');

  // Sorting is in the URL too; in a tree it orders siblings.
  const order = page.getByRole('button', { name: 'Order', exact: true });
  await order.click();
  await expect(page).toHaveURL(/sort=order&order=asc/);
  await order.click();
  await expect(page).toHaveURL(/sort=order&order=desc/);
  await expect.poll(() => orderOf(page, ['000301', '000302', '000303'])).toEqual(['000303', '000302', '000301']);
}

test('en: both trees; group form messages, a 409 on the id and on a delete; filters in the URL', async ({ page, context }) => {
  test.setTimeout(150_000);
  await useLocale(context, 'en');
  await signIn(page);
  await treeFlow(page, 'en', groupCase, { reload: true });
  await groupValidation(page);
  await filtersInUrl(page);
  await treeFlow(page, 'en', permissionCase, { reload: true });
});

test('grants: buttons follow the role, the role `user` cannot open the page, the API answers 403', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/group');
  await expect(page.getByTestId('add-top')).toBeVisible();
  await rowAction(page, '0001', 'detail');
  await expect(page.getByTestId('detail-dialog')).toContainText('Human Resources Department');
  await page.keyboard.press('Escape');

  // Take the group `edit` action away from everyone (disable it), then look again.
  await page.goto('/system/permission?id=00050402');
  const grant = page.locator('tr[data-row-id="00050402"]').getByRole('switch');
  await grant.click();
  await expectToast(page, 'Success');
  await page.goto('/system/group');
  await expect(page.getByTestId('add-top')).toBeVisible();
  await expect(page.locator('tbody').getByRole('switch')).toHaveCount(0);
  await page.locator('tr[data-row-id="0001"]').getByTestId('row-actions').click();
  await expect(page.getByTestId('action-addChild')).toBeVisible();
  await expect(page.getByTestId('action-delete')).toBeVisible();
  await expect(page.getByTestId('action-edit')).toHaveCount(0);
  await expect(page.getByTestId('action-moveUp')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/system/permission?id=00050402');
  await grant.click();
  await expectToast(page, 'Success');
  await expect(grant).toBeChecked();

  await page.goto('/dashboard');
  await switchRole(page, 'user');
  await expect(page.getByText('Current role: User')).toBeVisible();
  // A page the role lacks answers 403 in the shell.
  expect((await page.goto('/system/group'))?.status()).toBe(403);
  await expect(page.getByTestId('page-forbidden')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}`, Locale: 'en' };
  const list = await page.request.post('/api/system/groups', { headers, data: {} });
  expect(list.status()).toBe(403);
  const add = await page.request.post('/api/system/groups/addChild', { headers, data: { parentId: '00', id: 'NOPE', name: 'Nope' } });
  expect(add.status()).toBe(403);
  const remove = await page.request.delete('/api/system/permissions', { headers, data: ['0000'] });
  expect(remove.status()).toBe(403);
  await switchRole(page, 'all');
});
