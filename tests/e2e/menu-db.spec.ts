import { expect, test, type Page } from '@playwright/test';
import { lookAt, signInOwn } from './support';

// The menu is the permission tree in the database: a menu item added on the Permission page appears
// in the sidebar of those it is granted to, opens 'Module not found', follows moves and renames, and goes away.

const id = `Demo${Date.now().toString(36).slice(-5)}`;
const sidebar = (page: Page) => page.locator('[data-slot="sidebar-inner"]');

/** The paths below /three in sidebar order, with Three's section open. */
async function threeLinks(page: Page, title: string) {
  const button = sidebar(page).getByRole('button', { name: title, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return sidebar(page)
    .locator('a[href^="/three/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
}

async function rowAction(page: Page, rowId: string, action: string) {
  await page.locator(`tr[data-row-id="${rowId}"]`).getByTestId('row-actions').click();
  await page.getByTestId(`action-${action}`).click();
}

async function saved(page: Page) {
  await page.getByTestId('form-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('a menu item made on the Permission page is the sidebar entry', async ({ page }) => {
  await signInOwn(page);
  await page.goto('/system/permission');
  await rowAction(page, '0003', 'addChild');
  await page.locator('#permission-id').fill(id);
  await page.locator('#permission-name-en').fill('Demo item');
  await page.locator('#permission-name-zh').fill('演示项');
  await page.locator('#permission-path').fill('/three/demo');
  await page.locator('#permission-icon').click();
  await page.getByTestId('icon-option-star').click();
  await saved(page);
  await rowAction(page, id, 'detail');
  await expect(page.getByRole('dialog')).toContainText('演示项');
  await expect(page.getByRole('dialog')).toContainText('Star');
  await page.keyboard.press('Escape');
  // The super role holds every permission, new ones included (an API test covers a role it is not granted to).
  await page.goto('/system/permission');
  expect(await threeLinks(page, 'Three')).toEqual(['/three/babylon', '/three/three', '/three/demo']);
  await expect(sidebar(page).getByRole('link', { name: 'Demo item' })).toBeVisible();

  // Opened, it is the 'Module not found' page inside the shell, with its breadcrumb.
  await sidebar(page).getByRole('link', { name: 'Demo item' }).click();
  await expect(page).toHaveURL(/\/three\/demo$/);
  await expect(page.getByRole('heading', { name: 'Module not found' })).toBeVisible();
  await expect(page.locator('[data-slot="breadcrumb-page"]')).toHaveText('Demo item');

  // In Chinese: its other title, in the sidebar and the breadcrumb.
  await page.getByTestId('locale-switcher').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(sidebar(page).getByRole('link', { name: '演示项' })).toBeVisible();
  await expect(page.locator('[data-slot="breadcrumb-page"]')).toHaveText('演示项');
  await expect(page.getByRole('heading', { name: '模块未找到' })).toBeVisible();
  await lookAt(page, { path: 'test-results/e2e/menu-db-zh.png' });

  // Moved up on the Permission page, it moves up in the sidebar; renamed, it is renamed there.
  await page.goto('/system/permission');
  await rowAction(page, id, 'moveUp');
  await expect.poll(() => threeLinks(page, '三维')).toEqual(['/three/babylon', '/three/demo', '/three/three']);
  await rowAction(page, id, 'edit');
  await page.locator('#permission-name-zh').fill('示例页');
  await saved(page);
  await expect(sidebar(page).getByRole('link', { name: '示例页' })).toBeVisible();
  await page.goto('/three/demo');
  await expect(page.locator('[data-slot="breadcrumb-page"]')).toHaveText('示例页');

  // Deleted, it leaves the menu and its path answers 404.
  await page.goto('/system/permission');
  await rowAction(page, id, 'delete');
  await page.getByTestId('confirm').click();
  await expect(page.locator(`tr[data-row-id="${id}"]`)).toBeHidden();
  await expect.poll(() => threeLinks(page, '三维')).toEqual(['/three/babylon', '/three/three']);
  const gone = await page.goto('/three/demo');
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('page-not-found')).toBeVisible();
});
