import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoHost } from './canvas';
import { signInOwn } from './support';

// The seven 3D and map pages, visited client-side through the sidebar as a person would: walking round them
// twice (each page left twice) neither exhausts WebGL contexts nor grows the heap, with no request leaving the
// app's origin and no console error. (That each draws in both modes and languages, answers picking and follows
// the sidebar, the window and the theme is the page walk's: page-walk.spec.ts, engine-follows.ts.) One
// signed-in page serves the file: every engine's chunk is parsed once (the costly part under SwiftShader). The
// timeouts are generous: the other worker shares the two cores meanwhile (the file starts first:
// playwright.config.ts).
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

const groups = ['Three', 'Map'];

/** Opens the menu groups of the demo pages, so their links can be clicked (client-side navigation). */
async function openGroups() {
  for (const name of groups) {
    const button = page.locator('[data-sidebar="menu-button"]', { hasText: name });
    if ((await button.getAttribute('data-state')) !== 'open') await button.click();
  }
}

async function navigate(path: string) {
  // A group opened only because its page was current closes when another group's page is: open both again.
  await openGroups();
  await page.locator(`[data-sidebar="menu-sub-button"][href="${path}"]`).click();
  // Leaving a globe can hold the main thread for seconds under SwiftShader while the other worker runs.
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 30_000 });
}

test('walking round the pages twice (each left twice) frees contexts, workers and memory', async () => {
  test.setTimeout(300_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
  };
  const contexts = () => page.evaluate(() => (window as unknown as { __webgl: { created: number; lost: number } }).__webgl);

  await page.goto(demos[0]!);
  const visit = async (path: string) => {
    if (!page.url().endsWith(path)) await navigate(path);
    await expect(host(page).locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    // The engine is running (its panel is in and it has drawn a frame) before the page is left.
    await expect(page.getByTestId('demo-panel')).toContainText(/\p{L}{2}/u, { timeout: 30_000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  // The first round loads every engine's chunk and the shared world data (each page left once); the heap is
  // measured over the second (each page left again), which should leave it where the first did.
  const round = async () => {
    for (const path of [...demos.slice(1), demos[0]!]) await visit(path);
  };
  await visit(demos[0]!);
  await round();
  const start = { heap: await heapMb(), workers: page.workers().length };
  await round();
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
  expect(end.heap - start.heap, 'heap growth over the second round, 7 page changes (MB)').toBeLessThan(12);
  expect(end.workers, 'workers').toBeLessThanOrEqual(start.workers + 1);
});
