import { expect, test, type Page } from '@playwright/test';
import { inItsTab, lookAt, openLogin, signInOwn } from './support';

// Accessibility of the shell beyond the page walk (page-walk.spec.ts runs axe on every page): screen-reader
// labels following the language, the destructive colour apart from every theme's primary colour, the
// sign-up chart's reading, one top-level heading on the sign-in page.

const shots = 'test-results/shell';

test('screen-reader labels and role names follow the language without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwn(page);
  await expect(page.locator('[data-sidebar="trigger"]')).toHaveAccessibleName('Toggle sidebar');
  await expect(page.getByTestId('locale-switcher')).toHaveAccessibleName('Language: EN');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('role-super')).toHaveText('Super');
  await page.keyboard.press('Escape');

  await page.getByTestId('locale-switcher').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('[data-sidebar="trigger"]')).toHaveAccessibleName('展开或收起侧边栏');
  await expect(page.getByTestId('locale-switcher')).toHaveAccessibleName('语言：中文');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('role-super')).toHaveText('超级管理员');
  await page.keyboard.press('Escape');

  await page.goto('/system/audit');
  await expect(page.getByRole('columnheader', { name: '记录编号' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog').getByRole('button', { name: '关闭' })).toBeAttached();
});

/** The computed colour of an element's fill and border, as the browser paints them. */
const paint = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, border: style.borderTopColor, width: style.borderTopWidth };
  });

/** Puts the page in a theme colour and mode as the pickers do (classes on <html>), without a reload. */
const wear = (page: Page, color: string, mode: 'light' | 'dark') =>
  page.evaluate(({ c, m }) => {
    const html = document.documentElement;
    for (const name of [...html.classList]) if (name.startsWith('theme-')) html.classList.remove(name);
    html.classList.remove('light', 'dark');
    html.classList.add(`theme-${c}`, m);
  }, { c: color, m: mode });

test('a Delete button does not look like a primary button in the red and rose themes, light and dark', async ({ page, context }) => {
  await context.addCookies([{ name: 'theme-color', value: 'red', url: 'http://127.0.0.1' }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwn(page);
  // The cookie's colour is served with the page (the rest are worn in place below).
  await expect(page.locator('html')).toHaveClass(/theme-red/);
  await page.goto('/system/role');
  await inItsTab(page, '/system/role');
  // Select all once the rows are in (a click before selects nothing).
  await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('bulk-delete')).toBeVisible();
  for (const color of ['red', 'rose']) {
    for (const mode of ['light', 'dark'] as const) {
      await wear(page, color, mode);
      const primary = await page.getByRole('button', { name: 'Add', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      const destructive = await paint(page, 'bulk-delete');
      // The primary button is filled with the theme's red; Delete is outlined: no fill of that colour.
      expect(destructive.background, `${color} ${mode}`).not.toBe(primary);
      expect(destructive.width, `${color} ${mode}`).toBe('1px');
      await lookAt(page, { path: `${shots}/theme-${color}-${mode}.png` });
    }
  }
});

// Over the seeded users, in light English (its reading in Chinese: tests/component/signups-chart.test.tsx).
test('the sign-up chart draws the seeded users over weeks, not one spike', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: 'http://127.0.0.1' }]);
  await context.addInitScript(() => localStorage.setItem('theme-mode', 'light'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInOwn(page);
  await inItsTab(page, '/dashboard');
  const chart = page.locator('svg[data-chart="stacked-area"]');
  await expect(chart).toBeVisible();
  // Three months are 13 weekly points, and the 23 demo users (seeded over the 12 weeks before today) are all
  // inside them; users other specs add today count too.
  await expect(chart).toHaveAttribute('data-points', '13');
  const label = (await chart.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^\d+ sign-ups in the last 90 days$/);
  const total = Number(/\d+(?= sign-ups)/.exec(label)?.[0]);
  expect(total).toBeGreaterThanOrEqual(23);
  // The users signed up over weeks: the newest week holds a few of them, not all.
  await chart.hover({ position: { x: (await chart.boundingBox())!.width - 20, y: 100 } });
  const values = page.getByRole('status').locator('.font-mono');
  await expect(values).toHaveCount(2);
  const newestWeek = (await values.allTextContents()).reduce((n, v) => n + Number(v), 0);
  expect(newestWeek).toBeGreaterThan(0);
  expect(newestWeek).toBeLessThan(total);
  await chart.scrollIntoViewIfNeeded();
  await lookAt(page, { path: `${shots}/dashboard-light-en.png` });
});

test('the sign-in page has one top-level heading', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
