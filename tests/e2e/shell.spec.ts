import { expect, test, type Page } from '@playwright/test';
import { openLogin, ownSuper, signInOwn, switchRole } from './support';

const html = (page: Page) => page.locator('html');
const sidebar = (page: Page) => page.locator('[data-slot="sidebar"][data-state]').first();

// A closing menu hands focus back to its trigger a moment later; a keyboard user moves on from there,
// so the test waits for that hand-back instead of racing it.
async function menuClosed(page: Page, trigger: string) {
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByTestId(trigger)).toBeFocused();
}

test('theme, colour, language and sidebar state survive a reload', async ({ page }) => {
  await signInOwn(page);
  await page.getByTestId('theme-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByTestId('theme-color').click();
  await page.getByRole('button', { name: 'Blue' }).click();
  await expect(html(page)).toHaveClass(/theme-blue/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.getByTestId('locale-switcher').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveClass(/theme-blue/);
  await expect(html(page)).toHaveAttribute('lang', 'zh');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
});

test('keyboard only: sign in, walk the menu, switch role, language and theme, sign out', async ({ page }) => {
  const own = await ownSuper();
  await openLogin(page);
  await page.getByLabel('Username').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(own.username);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(own.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const system = page.getByRole('button', { name: 'System' });
  await system.focus();
  await page.keyboard.press('Enter');
  const userLink = page.getByRole('link', { name: 'User' });
  await expect(userLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(userLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/user$/);

  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('role-admin').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Current role: Admin')).toBeVisible();
  await menuClosed(page, 'user-menu');

  await page.getByTestId('theme-switcher').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: 'Dark' }).focus();
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await menuClosed(page, 'theme-switcher');

  await page.getByTestId('locale-switcher').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: '中文' }).focus();
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveAttribute('lang', 'zh');
  await menuClosed(page, 'locale-switcher');

  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('logout').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('the command palette jumps to a permitted page and hides the others', async ({ page }) => {
  await signInOwn(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('role');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/role$/);

  await switchRole(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('role');
  await expect(page.getByRole('dialog').getByText('No page found.')).toBeVisible();
});

test('on a phone-sized screen the menu is a sheet that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwn(page);
  await page.locator('[data-sidebar="trigger"]').click();
  const sheet = page.locator('[data-mobile="true"]');
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBeCloseTo(288, 0);
  await sheet.getByRole('button', { name: 'Chart' }).click();
  await sheet.getByRole('link', { name: 'Recharts' }).click();
  await expect(page).toHaveURL(/\/chart\/rechart$/);
  await expect(sheet).toBeHidden();
});
