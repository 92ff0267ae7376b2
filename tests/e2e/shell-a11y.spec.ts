import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pagePaths } from '@/lib/page-paths';
import { openLogin, signIn } from './support';
import { api, runTag } from './system-users-support';

// Accessibility of the shell, in both modes and at a desktop's and a phone's width: axe on the sign-in
// page and every page of the console (no violation of any impact), light in English and dark in Chinese;
// no page wider than the window at 1440, 1280 and 390 px and no system table scrolling sideways at
// 1440 px; translated labels; the destructive colour apart from every theme's primary colour.

const shots = 'test-results/shell';
const consolePages = pagePaths.filter((path) => path !== '/dashboard');
const wide = { width: 1440, height: 900 };
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Two frames: a resize's media queries have re-rendered the page (a table into cards) and laid it out. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The page is no wider than the window: it does not scroll sideways, and the header's last button is in view. */
async function tooWide(page: Page, width: number): Promise<string[]> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  const last = page.locator('header a[target="_blank"]');
  const box = (await last.count()) > 0 ? await last.boundingBox() : null;
  const pushedOff = box !== null && box.x + box.width > width;
  return scroll > client || pushedOff ? [`the page is ${scroll} px wide`] : [];
}

/**
 * The page at 1440 px, then at 390 px (one load, resized): what axe finds at each, keyed `path@width`.
 * Between them the width alone at 1280 px, a laptop's, where the expanded sidebar leaves the content least room.
 */
async function bothWidths(page: Page, path: string, found: Record<string, string[]>) {
  const atWide = [...(await violations(page)), ...(await tooWide(page, wide.width))];
  // A system table fits beside the pinned row actions at 1440 px: its box does not scroll sideways.
  const scrolling = path.startsWith('/system/') ? await page.locator('[data-slot="table-container"][data-overflow]').count() : 0;
  found[`${path}@1440`] = scrolling > 0 ? [...atWide, `${scrolling} table(s) scroll sideways`] : atWide;
  await page.setViewportSize(laptop);
  await settled(page);
  found[`${path}@1280`] = await tooWide(page, laptop.width);
  if (path === '/component/table') await page.screenshot({ path: `${shots}/table-${await page.locator('html').getAttribute('lang')}-1280.png` });
  await page.setViewportSize(phone);
  await settled(page);
  found[`${path}@390`] = [...(await violations(page)), ...(await tooWide(page, phone.width))];
  await page.setViewportSize(wide);
}

/**
 * What a person waits for before reading a page: its heading (on the 3D and map pages, on the panel their
 * engine chunk renders), a table's rows (or its empty state), a chart library's first drawing, an engine's
 * canvas and panel. axe and the width check then see the finished page.
 */
const drawn: Record<string, string[]> = {
  '/dashboard': ['[data-testid="summary-users"]', '[data-testid="dashboard-charts"] [data-chart]'],
  '/chart/rechart': ['[data-slot="chart"] svg.recharts-surface'],
  '/chart/echart': ['[data-testid="echart"] canvas'],
  '/chart/d3': ['[data-testid="d3-force"] circle', '[data-testid="d3-sunburst"] path', '[data-testid="d3-bars"] g.bars rect'],
  '/chart/antv': ['[data-testid="g2plot"] canvas'],
};

async function ready(page: Page, path: string) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
  // A table's export button is dimmed only for an empty list (axe reads the dimmed text as low contrast).
  const exportButton = page.getByTestId('export-csv');
  if ((await exportButton.count()) > 0) await expect(exportButton).toBeEnabled();
  for (const selector of drawn[path] ?? []) await expect(page.locator(selector).first()).toBeVisible({ timeout: 30_000 });
  if (/^\/(three|map)\//.test(path)) {
    await expect(page.getByTestId('demo-host').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('demo-panel')).toContainText(/\p{L}{3}/u, { timeout: 30_000 });
  }
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
}

// The walk in parts, so the two workers share it: each part signs in on its own (pages are read-only here).
const parts: [string, string[]][] = [
  ['sign-in, dashboard and components', ['/login', '/dashboard', ...consolePages.filter((p) => p.startsWith('/component/'))]],
  ['charts', consolePages.filter((p) => p.startsWith('/chart/'))],
  ['3D', consolePages.filter((p) => p.startsWith('/three/'))],
  ['maps', consolePages.filter((p) => p.startsWith('/map/'))],
  ['system', consolePages.filter((p) => !/^\/(component|chart|three|map)\//.test(p))],
];

test.describe.configure({ mode: 'parallel' });

test('the walk covers the sign-in page and every console page', () => {
  expect(parts.flatMap(([, paths]) => paths).sort()).toEqual(['/login', ...pagePaths].sort());
});

for (const [mode, locale] of [
  ['light', 'en'],
  ['dark', 'zh'],
] as const) {
  for (const [part, paths] of parts) {
    test(`axe finds nothing and no page is too wide at 1440, 1280 and 390 px: ${part} (${mode}, ${locale})`, async ({ page, context }) => {
      test.setTimeout(240_000);
      await context.addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
      await context.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
      await page.setViewportSize(wide);
      const found: Record<string, string[]> = {};
      if (paths[0] === '/login') {
        await openLogin(page);
        // The button fades in from its disabled look when the form hydrates: measure the finished colours.
        await expect(page.getByRole('button', { name: /^(Login|登录)$/ })).toHaveCSS('opacity', '1');
        await bothWidths(page, '/login', found);
      }
      await signIn(page);
      // A notice, so its table has a row (and an enabled export button) when no other spec has made one yet.
      let notice = '';
      if (paths.includes('/system/notice')) {
        const added = await api(page, 'post', 'system/notices/add', { titleEn: `Axe ${runTag} ${mode}`, titleZh: `无障碍 ${runTag} ${mode}`, start: '2026-01-01T00:00', end: '2036-01-01T00:00' });
        expect(added.status()).toBe(200);
        notice = ((await added.json()) as { data: { id: string } }).data.id;
      }
      for (const path of paths.filter((p) => p !== '/login')) {
        if (path !== '/dashboard' || !page.url().endsWith('/dashboard')) await page.goto(path);
        await ready(page, path);
        await bothWidths(page, path, found);
      }
      if (notice) expect((await api(page, 'delete', 'system/notices', [notice])).status()).toBe(200);
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
    });
  }
}

test('screen-reader labels and role names follow the language without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
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

for (const color of ['red', 'rose']) {
  for (const mode of ['light', 'dark'] as const) {
    test(`a Delete button does not look like a primary button in the ${color} theme (${mode})`, async ({ page, context }) => {
      await context.addCookies([{ name: 'theme-color', value: color, url: 'http://127.0.0.1' }]);
      await context.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${color}`));
      await page.goto('/system/role');
      // Select all once the rows are in (a click before selects nothing).
      await expect(page.locator('tbody tr[data-row-id]').first()).toBeVisible();
      await page.getByTestId('select-all').click();
      await expect(page.getByTestId('bulk-delete')).toBeVisible();
      const primary = await page.getByRole('button', { name: 'Add', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
      const destructive = await paint(page, 'bulk-delete');
      // The primary button is filled with the theme's red; Delete is outlined: no fill of that colour.
      expect(destructive.background).not.toBe(primary);
      expect(destructive.width).toBe('1px');
      await page.screenshot({ path: `${shots}/theme-${color}-${mode}.png` });
      await page.goto('/component/general');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[data-variant="destructive"]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/theme-${color}-${mode}-buttons.png` });
    });
  }
}

for (const [mode, locale] of [
  ['light', 'en'],
  ['dark', 'zh'],
] as const) {
  test(`the sign-up chart draws the seeded users over weeks, not one spike (${mode}, ${locale})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
    await context.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const chart = page.locator('svg[data-chart="stacked-area"]');
    await expect(chart).toBeVisible();
    // Three months are 13 weekly points, and the 23 demo users (seeded over the 12 weeks before today) are all
    // inside them; users other specs add today count too.
    await expect(chart).toHaveAttribute('data-points', '13');
    const label = (await chart.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(locale === 'en' ? /^\d+ sign-ups in the last 90 days$/ : /^近 90 天共 \d+ 位新用户$/);
    const total = Number(/\d+(?= (sign-ups|位))/.exec(label)?.[0]);
    expect(total).toBeGreaterThanOrEqual(23);
    // The users signed up over weeks: the newest week holds a few of them, not all.
    await chart.hover({ position: { x: (await chart.boundingBox())!.width - 20, y: 100 } });
    const values = page.getByRole('status').locator('.font-mono');
    await expect(values).toHaveCount(2);
    const newestWeek = (await values.allTextContents()).reduce((n, v) => n + Number(v), 0);
    expect(newestWeek).toBeGreaterThan(0);
    expect(newestWeek).toBeLessThan(total);
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/dashboard-${mode}-${locale}.png` });
  });
}

test('the sign-in page has one top-level heading', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
