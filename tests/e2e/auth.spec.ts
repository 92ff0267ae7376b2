import { expect, test } from '@playwright/test';
import { openLogin, signIn, signInWithForm, switchRole } from './support';

test('a protected page without a session redirects to /login, to return there after sign-in', async ({ page }) => {
  await page.goto('/system/user?page=2');
  await expect(page).toHaveURL(/\/login\?next=%2Fsystem%2Fuser%3Fpage%3D2$/);
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
});

test('the form validates on the client and shows the server error on its field', async ({ page }) => {
  await openLogin(page);
  await page.getByLabel('Username').fill('abc');
  await page.getByLabel('Password').fill('ab');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 4 characters')).toBeVisible();
  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#username-error')).toHaveText('username error');
  await page.getByLabel('Username').fill('super');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('#password-error')).toHaveText('password error');
});

test('sign in lands on the first permitted page, keeps the token, and the guard follows the role', async ({ page }) => {
  await signInWithForm(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  const sidebar = page.locator('[data-sidebar="sidebar"]').first();
  await expect(sidebar.getByText('Chart')).toBeVisible();
  await expect(sidebar.getByText('System')).toBeVisible();

  await page.goto('/system');
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByRole('heading', { name: 'User', exact: true })).toBeVisible();

  await switchRole(page, 'admin');
  await expect(sidebar.getByText('Chart')).toHaveCount(0);
  // A page the role may not open answers 403 in the shell, naming what it needs.
  const refused = await page.goto('/chart/rechart');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  // The switch it offers opens the page where it is.
  await page.getByRole('button', { name: 'Switch to User' }).click();
  await expect(page.getByTestId('page-forbidden')).toBeHidden();
  await expect(page).toHaveURL(/\/chart\/rechart$/);
  await expect(sidebar.getByText('System')).toHaveCount(0);
  // An address of no page answers 404 in the shell, with a search over the menu.
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the pages you may open' })).toBeVisible();
});

test('switching role on a page the new role may not open sends the user on', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/role');
  await switchRole(page, 'user');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign out revokes the session', async ({ page, context }) => {
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('the sign-in page speaks Chinese after switching language', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByText('欢迎登录')).toBeVisible();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
});
