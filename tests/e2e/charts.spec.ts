import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDrawn } from './page-ready';
import { lookAt, signInOwn } from './support';

// Charts follow the window and the sidebar. (That every chart page draws its charts with translated titles
// in light and English and in dark and Chinese, without a console error, is the page walk's: page-walk.spec.ts.)

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

// A cold production server on a shared two-core machine can take seconds per chart library.
test.describe.configure({ timeout: 120_000 });

const widthOf = (locator: Locator) => locator.evaluate((n) => Math.round(n.getBoundingClientRect().width));

test('charts follow the viewport and the sidebar (Ctrl+B)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchConsole(page);
  await signInOwn(page);
  const charts = [
    { path: '/dashboard', chart: '[data-testid="dashboard-charts"] svg[data-chart="stacked-area"]' },
    { path: '/chart/echart', chart: '[data-testid="echart"] canvas' },
    { path: '/chart/d3', chart: '[data-testid="d3-bars"]' },
    { path: '/chart/antv', chart: '[data-testid="g2plot"] canvas' },
  ];
  for (const { path, chart } of charts) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const first = page.locator(chart).first();
    await expectDrawn(page.locator(chart), 1);
    const before = await widthOf(first);
    await page.keyboard.press('Control+b');
    await expect.poll(() => widthOf(first), { message: `${path}: sidebar collapse` }).toBeGreaterThan(before + 100);
    const collapsed = await widthOf(first);
    // Narrower, still two columns (the lg breakpoint is 1024 px).
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => widthOf(first), { message: `${path}: viewport` }).toBeLessThan(collapsed - 40);
    const narrow = await widthOf(first);
    // Expanded again (and kept so for the next page): the chart gives the sidebar its room back.
    await page.keyboard.press('Control+b');
    await expect.poll(() => widthOf(first), { message: `${path}: sidebar expand` }).toBeLessThan(narrow - 60);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chart/antv');
  await expectDrawn(page.locator('[data-testid="g2plot"] canvas'), 8);
  await lookAt(page, { path: 'test-results/screens/charts-antv-phone.png', fullPage: true });
  expect(problems).toEqual([]);
});
