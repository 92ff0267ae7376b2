import { expect, test, type Page } from '@playwright/test';
import { pagePaths } from '@/lib/page-paths';
import { lookAt, signInOwn } from './support';

// The shell's layout: icon-mode flyouts, page widths, phone breadcrumbs. The menu is read from the
// expanded sidebar, so the checks follow whatever tree the signed-in role sees, less the menu items other
// specs add and delete meanwhile (menu-db, system-trees): only the pages of the console (pagePaths) count.

const seeded = new Set<string>(pagePaths);

const shots = 'test-results/shell';

/** Every parent of the sidebar with the hrefs of its children, read with every group opened. */
async function menuTree(page: Page): Promise<{ parent: string; children: string[] }[]> {
  const content = page.locator('[data-sidebar="content"]');
  // aria-expanded marks a group's trigger (a leaf's tooltip trigger has a data-state of its own).
  const closed = content.locator('[data-sidebar="menu-button"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return content.locator('[data-sidebar="menu-item"]').evaluateAll((items) =>
    items
      .map((item) => ({
        parent: item.querySelector('[data-sidebar="menu-button"]')?.textContent?.trim() ?? '',
        children: [...item.querySelectorAll('[data-sidebar="menu-sub-button"]')].map((a) => a.getAttribute('href') ?? ''),
      }))
      .filter((entry) => entry.children.length > 0),
  ).then((tree) => tree.map((entry) => ({ ...entry, children: entry.children.filter((href) => seeded.has(href)) })).filter((entry) => entry.children.length > 0));
}

const setLocale = (page: Page, locale: string) =>
  page.context().addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);

async function collapse(page: Page) {
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"][data-state]').first()).toHaveAttribute('data-state', 'collapsed');
  // The icons slide up as the group label folds away (200 ms): a hover aimed mid-slide lands on the next icon.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

test('in icon mode every parent flies out its children: hover lists every leaf, click and keyboard navigate', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwn(page);
  const tree = await menuTree(page);
  expect(tree.length).toBeGreaterThanOrEqual(5);
  // The pointer rests away from the icons: one that comes to lie under it would open (hover is by design).
  await page.mouse.move(900, 500);
  await collapse(page);
  const menu = page.getByRole('menu');
  // Closed means gone: a menu still playing its close animation would be a second menu for the next step.
  const closed = () => expect(menu).toHaveCount(0);

  for (const [i, { parent, children }] of tree.entries()) {
    const trigger = page.locator('[data-testid^="flyout-"]', { hasText: parent });
    // Hover opens it and lists the same leaves as the expanded sidebar; leaving closes it.
    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByText(parent, { exact: true })).toBeVisible();
    await expect(menu).toBeInViewport();
    const listed = await menu.getByRole('menuitem').evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''));
    expect(listed.filter((href) => seeded.has(href))).toEqual(children);
    if (i === 0) {
      await lookAt(page, { path: `${shots}/icon-mode-flyout.png` });
    }
    await page.mouse.move(900, 500);
    await closed();

    // A click opens it (and keeps it open), and a leaf navigates: the last, the lightest of the engine pages
    // (every leaf's page is opened by the page walk; every leaf's link is listed above).
    const href = children.at(-1)!;
    await trigger.click();
    await expect(menu).toBeVisible();
    await menu.locator(`[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1:visible').first()).toBeVisible({ timeout: 30_000 });
    await closed();
    await page.mouse.move(900, 500);
  }

  // Keyboard only: Enter opens with focus on the first leaf, arrows move, Enter follows, Escape closes.
  const last = tree.at(-1)!;
  const trigger = page.locator('[data-testid^="flyout-"]', { hasText: last.parent });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await closed();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  const second = await menu.getByRole('menuitem').nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second}$`));
});

// Every page's width at 1440, 1280 and 390 px, and its name at 390 px (whole, on one line: the tab menu's with
// tabs on, else the breadcrumb's), are checked in the page walk (page-walk.spec.ts).

test('a page title too long for a phone truncates on one line in the tab menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOwn(page);
  await page.goto('/map/mapbox');
  // The map's panel (and its heading) renders from a chunk loaded after the page: until it has, the header can
  // still render again and put the real title back over the long one set below.
  await expect(page.locator('main h1:visible').first()).toBeVisible({ timeout: 45_000 });
  // On a phone with tabs on (the default), the tab menu above the page names it (the header names the console).
  const current = page.getByTestId('tabs-menu').locator('span').first();
  // Make the title longer than the room the tab menu has.
  await current.evaluate((el) => (el.textContent = 'A very long page title that cannot fit beside the header buttons'));
  const { height, lineHeight, clipped } = await current.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    clipped: el.scrollWidth > el.clientWidth,
  }));
  expect(height).toBeLessThanOrEqual(lineHeight + 1);
  expect(clipped).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await lookAt(page, { path: `${shots}/breadcrumbs-390-long.png` });
});

test('icon mode in Chinese and dark: the flyout names the section and its pages in Chinese', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
  await setLocale(page, 'zh');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInOwn(page);
  await collapse(page);
  await page.locator('[data-testid="flyout-/three"]').hover();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('三维', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Babylon.js', 'three.js']);
  await lookAt(page, { path: `${shots}/icon-mode-flyout-zh-dark.png` });
});
