import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// The dashboard and the four chart pages in both languages and modes (and two theme colours):
// charts drawn with a real size, titles translated, no console errors; then resizing.
type Messages = Record<string, unknown>;
const messages = (locale: string): Messages => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const text = (m: Messages, id: string): string => {
  const value = id.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], m);
  if (typeof value !== 'string') throw new Error(`no message ${id}`);
  return value;
};

// Both languages and both modes (two runs keep the file near a minute), the second with a theme colour.
const variants = [
  { mode: 'light', locale: 'en', color: 'default' },
  { mode: 'dark', locale: 'zh', color: 'violet' },
] as const;

interface ChartPage {
  path: string;
  heading: string;
  /** a selector of drawn chart elements and how many must be drawn */
  drawn: [string, number][];
  /** message ids of titles that must be visible */
  titles: string[];
}

const pages: ChartPage[] = [
  {
    path: '/dashboard',
    heading: 'page.dashboard.signups.title',
    drawn: [['[data-testid="dashboard-charts"] [data-chart]', 4]],
    titles: ['page.dashboard.byGroup.title', 'page.dashboard.byRole.title', 'page.dashboard.byStatus.title'],
  },
  {
    path: '/chart/rechart',
    heading: 'page.chart.rechart.title',
    drawn: [['[data-slot="chart"] svg.recharts-surface', 30]],
    titles: ['page.chart.rechart.areaChart', 'page.chart.rechart.radialChart', 'page.chart.rechart.tooltip'],
  },
  {
    path: '/chart/echart',
    heading: 'page.chart.echart.title',
    drawn: [['[data-testid="echart"] canvas', 7]],
    titles: ['page.chart.echart.charts.heatmap.title', 'page.chart.echart.charts.graph.title'],
  },
  {
    path: '/chart/d3',
    heading: 'page.chart.d3.title',
    drawn: [
      ['[data-testid="d3-force"] circle', 30],
      ['[data-testid="d3-sunburst"] path', 20],
      ['[data-testid="d3-bars"] g.bars rect', 12],
    ],
    titles: ['page.chart.d3.force.title', 'page.chart.d3.sunburst.title'],
  },
  {
    path: '/chart/antv',
    heading: 'page.chart.antv.title',
    drawn: [['[data-testid="g2plot"] canvas', 8]],
    titles: ['page.chart.antv.charts.dualAxes.title', 'page.chart.antv.charts.gauge.title'],
  },
];

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Brings every gallery section into view (the Recharts gallery mounts its sections as they come near). */
async function scrollThrough(page: Page) {
  const sections = page.locator('section[data-testid^="section-"]');
  for (let i = 0; i < (await sections.count()); i++) {
    await sections.nth(i).scrollIntoViewIfNeeded();
    await expect(sections.nth(i).locator('svg.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** At least `min` elements with a non-zero box. */
async function expectDrawn(elements: Locator, min: number) {
  const drawn = () =>
    elements.evaluateAll((nodes) =>
      nodes.filter((n) => {
        const box = n.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      }).length,
    );
  await expect.poll(drawn, { timeout: 30_000 }).toBeGreaterThanOrEqual(min);
}

// A cold production server on a shared two-core machine can take seconds per chart library.
test.describe.configure({ timeout: 120_000 });

for (const v of variants) {
  test(`charts render: ${v.mode}, ${v.locale}, ${v.color}`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Under reduced motion every chart draws its final state at once: the pictures show finished charts.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await context.addCookies([
      { name: 'locale', value: v.locale, url: 'http://127.0.0.1' },
      { name: 'theme-color', value: v.color, url: 'http://127.0.0.1' },
    ]);
    await context.addInitScript(
      ({ mode, color }) => {
        localStorage.setItem('theme-mode', mode);
        localStorage.setItem('theme-color', color);
      },
      { mode: v.mode, color: v.color },
    );
    const m = messages(v.locale);
    const problems = watchConsole(page);
    await signIn(page);
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${v.mode}\\b`));
      await expect(page.getByText(text(m, p.heading), { exact: true }).first()).toBeVisible();
      // The library loads after the page: wait for its first chart, then bring every section near.
      await expectDrawn(page.locator(p.drawn[0]?.[0] ?? 'svg'), 1);
      await scrollThrough(page);
      for (const [selector, min] of p.drawn) await expectDrawn(page.locator(selector), min);
      for (const id of p.titles) await expect(page.getByText(text(m, id), { exact: true }).first()).toBeVisible();
      const name = p.path.split('/').pop();
      await page.screenshot({ path: `test-results/screens/charts-${name}-${v.mode}-${v.locale}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
  });
}

const widthOf = (locator: Locator) => locator.evaluate((n) => Math.round(n.getBoundingClientRect().width));

test('charts follow the viewport and the sidebar (Ctrl+B)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchConsole(page);
  await signIn(page);
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
  await page.screenshot({ path: 'test-results/screens/charts-antv-phone.png', fullPage: true });
  expect(problems).toEqual([]);
});
