import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoHost, stageDrawn } from './canvas';

// When a page of the console is finished, as a person would see it: its heading, a table's rows, a chart
// library's drawings (each chart page's count and titles, in the page's language), an engine's canvas
// drawn and its panel translated. The page walk (page-walk.spec.ts) checks every page once it is.

type Messages = Record<string, unknown>;
const catalogue = (locale: string): Messages => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages;
const text = (m: Messages, id: string): string => {
  const value = id.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], m);
  if (typeof value !== 'string') throw new Error(`no message ${id}`);
  return value;
};

interface ChartPage {
  /** selectors of drawn chart elements and how many must be drawn */
  drawn: [string, number][];
  /** message ids of titles that must be visible */
  titles: string[];
}

const chartPages: Record<string, ChartPage> = {
  '/dashboard': {
    drawn: [['[data-testid="summary-users"]', 1], ['[data-testid="dashboard-charts"] [data-chart]', 4]],
    titles: ['page.dashboard.signups.title', 'page.dashboard.byGroup.title', 'page.dashboard.byRole.title', 'page.dashboard.byStatus.title'],
  },
  '/chart/rechart': {
    drawn: [['[data-slot="chart"] svg.recharts-surface', 30]],
    titles: ['page.chart.rechart.title', 'page.chart.rechart.areaChart', 'page.chart.rechart.radialChart', 'page.chart.rechart.tooltip'],
  },
  '/chart/echart': {
    drawn: [['[data-testid="echart"] canvas', 7]],
    titles: ['page.chart.echart.title', 'page.chart.echart.charts.heatmap.title', 'page.chart.echart.charts.graph.title'],
  },
  '/chart/d3': {
    drawn: [
      ['[data-testid="d3-force"] circle', 30],
      ['[data-testid="d3-sunburst"] path', 20],
      ['[data-testid="d3-bars"] g.bars rect', 12],
    ],
    titles: ['page.chart.d3.title', 'page.chart.d3.force.title', 'page.chart.d3.sunburst.title'],
  },
  '/chart/antv': {
    drawn: [['[data-testid="g2plot"] canvas', 8]],
    titles: ['page.chart.antv.title', 'page.chart.antv.charts.dualAxes.title', 'page.chart.antv.charts.gauge.title'],
  },
};

/** At least `min` elements with a non-zero box. */
export async function expectDrawn(elements: Locator, min: number) {
  const drawn = () =>
    elements.evaluateAll((nodes) =>
      nodes.filter((n) => {
        const box = n.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      }).length,
    );
  await expect.poll(drawn, { timeout: 30_000 }).toBeGreaterThanOrEqual(min);
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

/** Two frames: a resize's media queries have re-rendered the page (a table into cards) and laid it out. */
export const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

export async function ready(page: Page, path: string, locale: 'en' | 'zh') {
  await expect(page.locator('main h1:visible').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
  // A table has loaded: its export button is enabled (it is dimmed only for an empty list), or the list says
  // it is empty (a resource with no rows in the seed: keys, files, single sign-on rules).
  const exportButton = page.getByTestId('export-csv');
  if ((await exportButton.count()) > 0) await expect(exportButton.and(page.locator(':enabled')).or(page.getByTestId('table-empty').first())).toBeVisible();
  const chart = chartPages[path];
  if (chart) {
    await expectDrawn(page.locator(chart.drawn[0]![0]), 1);
    await scrollThrough(page);
    for (const [selector, min] of chart.drawn) await expectDrawn(page.locator(selector), min);
    const m = catalogue(locale);
    // The title shown: at a phone's width with tabs on, the breadcrumb naming the page is hidden (the tab menu names it).
    for (const id of chart.titles) await expect(page.getByText(text(m, id), { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
  if (/^\/(three|map)\//.test(path)) {
    await expect(demoHost(page).locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('demo-panel')).toContainText(locale === 'zh' ? /[\u4e00-\u9fff]{2}/ : /[a-z]{3}/, { timeout: 30_000 });
    // Cesium's imagery and the engines' first frames arrive over a few seconds under SwiftShader.
    await expect.poll(() => stageDrawn(page), { message: `${path} draws something`, timeout: 60_000, intervals: [500, 1000, 2000] }).toBe(true);
  }
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
}
