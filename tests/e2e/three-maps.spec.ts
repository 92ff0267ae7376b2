import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { analyse, demoHost, pixelStats, stageDrawn } from './canvas';
import { lookAt, signInOwn } from './support';

// The seven 3D and map pages: each draws a non-blank canvas (in dark and Chinese too: the page walk,
// page-walk.spec.ts), with no request leaving the app's origin and no console error; picking works; canvases
// follow the sidebar, the window and the theme; and walking between the pages 14 times neither exhausts
// WebGL contexts nor grows the heap.
// One signed-in page serves the whole file: every engine's chunk is parsed once (the costly part under
// SwiftShader), and the pages change client-side through the sidebar, as a person would. The timeouts
// are generous: the other worker shares the two cores meanwhile (the file starts first: playwright.config.ts).
const demos = ['/three/babylon', '/three/three', '/map/cesium', '/map/deckgl', '/map/l7', '/map/mapbox', '/map/openlayers'];
const host = demoHost;
const tooManyContexts = /too many active webgl contexts/i;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const offsite: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  const baseURL = test.info().project.use.baseURL!;
  context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 720 } });
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
  await context.addInitScript(() => localStorage.setItem('theme-mode', localStorage.getItem('theme-mode') ?? 'light'));
  await context.addInitScript(countContexts);
  // Anything off the app's origin is recorded and aborted: the pages must work with no internet.
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && url.host !== new URL(baseURL).host,
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || tooManyContexts.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await signInOwn(page);
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(() => {
  const found = { offsite: [...offsite], problems: [...problems] };
  offsite.length = 0;
  problems.length = 0;
  expect(found, 'requests outside the app and console errors').toEqual({ offsite: [], problems: [] });
});

/** The engine's main canvas: the largest one in the stage. */
async function canvasSize(page: Page) {
  return host(page).evaluate((el) => {
    const sizes = [...el.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect());
    const biggest = sizes.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    return biggest ? { width: Math.round(biggest.width), height: Math.round(biggest.height) } : { width: 0, height: 0 };
  });
}

/** The colour at the stage's left edge, half-way down: background, ocean or ground on every page. */
async function edgeColour(page: Page) {
  const box = (await host(page).boundingBox())!;
  return (await analyse(page, await page.screenshot({ clip: { x: box.x + 6, y: box.y + box.height / 2, width: 2, height: 2 } }))).first;
}

async function expectDrawn(page: Page, path: string) {
  await expect(host(page).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  // Cesium's imagery and the engines' first frames arrive over a few seconds under SwiftShader, more while
  // the other worker shares the cores.
  await expect
    .poll(() => stageDrawn(page), { message: `${path} draws something`, timeout: 60_000, intervals: [500, 1000, 2000] })
    .toBe(true);
}

// Counts WebGL contexts made and lost, so a leak shows as a number and not only as Chromium's warning.
function countContexts() {
  const seen = new WeakSet<object>();
  const stats = { created: 0, lost: 0 };
  Object.assign(window, { __webgl: stats });
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    const ctx = (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    if (ctx && /webgl/.test(type) && !seen.has(ctx)) {
      seen.add(ctx);
      stats.created++;
      this.addEventListener('webglcontextlost', () => stats.lost++, { once: true });
    }
    return ctx;
  } as typeof original;
}

const sidebarTrigger = (page: Page) => page.locator('[data-sidebar="trigger"]').first();
const groups = ['Three', 'Map'];

/** Opens the menu groups of the demo pages, so their links can be clicked (client-side navigation). */
async function openGroups() {
  for (const name of groups) {
    const button = page.locator('[data-sidebar="menu-button"]', { hasText: name });
    if ((await button.getAttribute('data-state')) !== 'open') await button.click();
  }
}

async function navigate(path: string) {
  await page.locator(`[data-sidebar="menu-sub-button"][href="${path}"]`).click();
  // Leaving a globe can hold the main thread for seconds under SwiftShader while the other worker runs.
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 30_000 });
}

/** Picking works: at the stage's centre (lon 10°, lat 20°: Niger on every flat map) a country answers. */
const pickChecks: Record<string, () => Promise<void>> = {
  '/map/deckgl': () => expect(page.locator('.deck-tooltip')).toContainText(/\p{L}{3}/u),
  '/map/l7': () => expect(page.getByTestId('l7-hovered')).toHaveText(/\p{L}{3}/u),
  '/map/mapbox': () => expect(page.getByTestId('mapbox-hovered')).toHaveText(/\p{L}{3}/u),
  '/map/openlayers': async () => {
    const box = (await host(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('openlayers-selected')).toHaveText(/\p{L}{3}/u);
  },
};

async function hoverCentre() {
  const box = (await host(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 6, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
}

const screenshot = (path: string, variant: string) =>
  lookAt(page, { path: `test-results/screens/${path.slice(1).replace('/', '-')}-${variant}.png` });

test('light, en: every page draws, follows the sidebar, the window and the theme', async () => {
  test.setTimeout(300_000);
  await page.goto(demos[0]!);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await openGroups();
  for (const [i, path] of demos.entries()) {
    if (i > 0) await navigate(path);
    await expect(page.getByTestId('demo-panel')).toContainText(/[a-z]{3}/, { timeout: 30_000 });
    await expectDrawn(page, path);
    await screenshot(path, 'light-en');
    const pick = pickChecks[path];
    if (pick) {
      await hoverCentre();
      await pick();
      await page.mouse.move(0, 0);
    }
    if (path === '/map/l7') {
      await page.getByLabel('Heatmap').click();
      await expect.poll(async () => (await pixelStats(page)).colours).toBeGreaterThan(12);
      await screenshot(path, 'heatmap-light-en');
      await page.getByLabel('Heatmap').click();
    }
    // Collapsing the sidebar widens the stage; the engine's canvas must follow it.
    const before = await canvasSize(page);
    await sidebarTrigger(page).click();
    await expect
      .poll(async () => (await canvasSize(page)).width, { message: `${path} canvas follows the sidebar`, timeout: 30_000 })
      .toBeGreaterThan(before.width + 100);
    await sidebarTrigger(page).click();
    await expect.poll(async () => (await canvasSize(page)).width, { timeout: 30_000 }).toBeLessThan(before.width + 20);
    // A theme change reaches the engine without a reload.
    const light = await edgeColour(page);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(() => edgeColour(page), { message: `${path} follows the theme`, timeout: 30_000 }).not.toBe(light);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  const before = await canvasSize(page);
  await page.setViewportSize({ width: 1000, height: 600 });
  await expect.poll(async () => (await canvasSize(page)).height, { message: 'canvas follows the window' }).toBeLessThan(before.height - 50);
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('walking between the pages 14 times (each left twice) frees contexts, workers and memory', async () => {
  test.setTimeout(240_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
  };
  const contexts = () => page.evaluate(() => (window as unknown as { __webgl: { created: number; lost: number } }).__webgl);

  await openGroups();
  const visit = async (path: string) => {
    await navigate(path);
    await expect(host(page).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    // The engine is running (its panel is in and it has drawn a frame) before the page is left.
    await expect(page.getByTestId('demo-panel')).toContainText(/\p{L}{2}/u, { timeout: 30_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  // The tests before loaded every chunk and the shared world data; the heap is measured from here.
  await visit(demos[0]!);
  const start = { heap: await heapMb(), workers: page.workers().length };
  for (let i = 1; i <= 14; i++) await visit(demos[i % demos.length]!);
  await visit(demos[0]!);
  // The pages left behind have ended their workers and lost their contexts (both can take a moment).
  await expect.poll(() => page.workers().length, { message: 'workers' }).toBeLessThanOrEqual(start.workers + 1);
  await expect
    .poll(async () => {
      const { created, lost } = await contexts();
      return created - lost;
    }, { message: 'live WebGL contexts after leaving the pages' })
    .toBeLessThanOrEqual(2);
  const end = { heap: await heapMb(), workers: page.workers().length, ...(await contexts()) };
  const live = end.created - end.lost;
  const figures = `heap ${start.heap.toFixed(1)} → ${end.heap.toFixed(1)} MB; WebGL contexts made ${end.created}, lost ${end.lost}, live ${live}; workers ${start.workers} → ${end.workers}`;
  console.log(figures);
  test.info().annotations.push({ type: 'figures', description: figures });

  expect(problems.filter((p) => tooManyContexts.test(p)), 'context warnings').toEqual([]);
  expect(live, 'live WebGL contexts after leaving the pages').toBeLessThanOrEqual(2);
  expect(end.heap - start.heap, 'heap growth over 14 page changes (MB)').toBeLessThan(25);
  expect(end.workers, 'workers').toBeLessThanOrEqual(start.workers + 1);
});
