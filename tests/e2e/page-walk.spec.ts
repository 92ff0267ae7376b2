import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pagePaths, signedInPaths } from '@/lib/page-paths';
import { ready, settled } from './page-ready';
import { openLogin, signIn, tooWide } from './support';
import { api, runTag } from './system-users-support';

// The page walk: the sign-in page and every page of the console, in light and English and in dark and
// Chinese, each once finished (page-ready.ts: tables filled, charts and engines drawn, titles translated).
// On each: axe finds no violation of any impact (at 1440 px in light, at 390 px in dark: every page in both
// modes and at both widths); the page is no wider than the window at 1440 and 390 px (and 1280 px in light), no system table
// scrolls sideways at 1440 px, every table's row menu is in view at 1440 and 390 px and the breadcrumb
// is the page's title alone on one line at 390 px; the Content
// Security Policy reports no violation (document, console or worker); nothing is logged as an error; no
// request leaves the app's origin.

const shots = 'test-results/shell';
const consolePages = pagePaths.filter((path) => path !== '/dashboard');
const wide = { width: 1440, height: 900 };
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const csp = /content security policy|content-security-policy/i;

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What a page leaves behind: CSP violations its document saw (read before leaving it), and for the whole
 * walk, console errors, page errors, CSP messages of its workers and requests off the app's origin (aborted:
 * the pages must work with no internet). `at` names the page being read.
 */
async function watch(page: Page, context: BrowserContext, baseURL: string) {
  const problems: string[] = [];
  let at = '/login';
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && url.host !== new URL(baseURL).host,
    (route) => {
      problems.push(`${at}: request off the origin ${route.request().url()}`);
      return route.abort();
    },
  );
  page.on('console', (m) => {
    if (m.type() === 'error' || csp.test(m.text())) problems.push(`${at}: console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${at}: page error: ${e.message}`));
  page.on('worker', (worker) =>
    worker.on('console', (m) => {
      if (m.type() === 'error' || csp.test(m.text())) problems.push(`${at}: worker ${worker.url()}: ${m.text()}`);
    }),
  );
  return {
    problems,
    visiting: (path: string) => (at = path),
    /** The violations the page's document recorded. */
    violations: () => page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

/**
 * Wrong with the page's width once a resize has been followed: charts re-measure their box a moment after the
 * window changes (a debounced resize), so the width is read until it fits, for at most 5 s.
 */
async function widthAfterResize(page: Page, width: number): Promise<string[]> {
  const started = Date.now();
  let found = await tooWide(page, width);
  while (found.length > 0 && Date.now() - started < 5_000) {
    await settled(page);
    found = await tooWide(page, width);
  }
  return found;
}

/** At a phone's width the breadcrumb is the page's own title alone, on one line: no parent, no separator. */
async function breadcrumbWrong(page: Page): Promise<string[]> {
  const trail = page.getByTestId('breadcrumbs');
  const current = trail.locator('[aria-current="page"]');
  if (!(await current.isVisible())) return ['no breadcrumb'];
  const separators = await trail.locator('[data-slot="breadcrumb-separator"]:visible').count();
  const items = await trail.locator('li:visible').count();
  const { height, lineHeight } = await current.evaluate((el) => ({ height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) }));
  return separators === 0 && items === 1 && height <= lineHeight + 1 ? [] : [`breadcrumb: ${items} items, ${separators} separators, ${height} px high`];
}

/** The tables whose rows have a "…" menu (the audit's and sign-ins' rows open their detail instead). */
const rowMenus = /^\/system\/(user|role|group|permission|session|notice)$/;

/** A table's row menu is pinned in view: the first row's actions button lies inside the window. */
async function actionsOutOfView(page: Page, path: string, width: number): Promise<string[]> {
  if (!rowMenus.test(path)) return [];
  const button = page.locator('[data-row-id]').first().getByTestId('row-actions');
  if ((await button.count()) === 0) return ['no row with a menu'];
  const box = await button.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width ? [] : [`the row actions are out of view (${JSON.stringify(box)})`];
}

/**
 * The page at 1440 px, then (in the light pass) at 1280 px (a laptop's, where the expanded sidebar leaves the
 * content least room), then at 390 px (one load, resized): what is wrong at each, keyed `path@width`; axe at the one width given.
 */
async function atWidths(page: Page, path: string, axeAt: number, found: Record<string, string[]>) {
  // A system table fits beside the pinned row actions at 1440 px: its box does not scroll sideways.
  const scrolling = path.startsWith('/system/') ? await page.locator('[data-slot="table-container"][data-overflow]').count() : 0;
  found[`${path}@1440`] = [
    ...(axeAt === wide.width ? await axe(page) : []),
    ...(await widthAfterResize(page, wide.width)),
    ...(await actionsOutOfView(page, path, wide.width)),
    ...(scrolling > 0 ? [`${scrolling} table(s) scroll sideways`] : []),
  ];
  // The laptop's width once per page, in the pass that runs axe at 1440 px (light, English: the longer words).
  if (axeAt === wide.width) {
    await page.setViewportSize(laptop);
    await settled(page);
    found[`${path}@1280`] = await widthAfterResize(page, laptop.width);
    if (path === '/component/table') await page.screenshot({ path: `${shots}/table-${await page.locator('html').getAttribute('lang')}-1280.png` });
  }
  await page.setViewportSize(phone);
  await settled(page);
  found[`${path}@390`] = [
    ...(axeAt === phone.width ? await axe(page) : []),
    ...(path === '/login' ? [] : await breadcrumbWrong(page)),
    ...(await widthAfterResize(page, phone.width)),
    ...(await actionsOutOfView(page, path, phone.width)),
  ];
  await page.screenshot({ path: `test-results/screens/walk${path.replaceAll('/', '-')}-${await page.locator('html').getAttribute('lang')}-390.png` });
  await page.setViewportSize(wide);
}

// The walk in parts, so the two workers share it: each part signs in on its own (pages are read-only here).
// The system pages are two parts (each registered resource adds one): the first half, then the rest and the account.
const systemPages = consolePages.filter((p) => !/^\/(component|chart|three|map)\//.test(p));
const half = Math.ceil(systemPages.length / 2);
const parts: [string, string[]][] = [
  ['sign-in, dashboard and components', ['/login', '/dashboard', ...consolePages.filter((p) => p.startsWith('/component/'))]],
  ['charts', consolePages.filter((p) => p.startsWith('/chart/'))],
  ['3D', consolePages.filter((p) => p.startsWith('/three/'))],
  ['maps', consolePages.filter((p) => p.startsWith('/map/'))],
  ['system, first half', systemPages.slice(0, half)],
  ['system, second half, and account', [...systemPages.slice(half), ...signedInPaths]],
];

test.describe.configure({ mode: 'parallel' });

test('the walk covers the sign-in page, every console page and the account page', () => {
  expect(parts.flatMap(([, paths]) => paths).sort()).toEqual(['/login', ...pagePaths, ...signedInPaths].sort());
});

test('the policy is sent with pages', async ({ page }) => {
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

for (const [mode, locale, axeAt] of [
  ['light', 'en', wide.width],
  ['dark', 'zh', phone.width],
] as const) {
  for (const [part, paths] of parts) {
    test(`every page finished, accessible, in the window, under the policy, without errors: ${part} (${mode}, ${locale})`, async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
      await context.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
      const watcher = await watch(page, context, baseURL!);
      await page.setViewportSize(wide);
      const found: Record<string, string[]> = {};
      if (paths[0] === '/login') {
        await openLogin(page);
        // The button fades in from its disabled look when the form hydrates: measure the finished colours.
        await expect(page.getByRole('button', { name: /^(Login|登录)$/ })).toHaveCSS('opacity', '1');
        await atWidths(page, '/login', axeAt, found);
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
        watcher.visiting(path);
        if (path !== '/dashboard' || !page.url().endsWith('/dashboard')) await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        await ready(page, path, locale);
        await page.screenshot({ path: `test-results/screens/walk${path.replaceAll('/', '-')}-${locale}-1440.png` });
        await atWidths(page, path, axeAt, found);
        found[`${path} policy`] = await watcher.violations();
      }
      if (notice) expect((await api(page, 'delete', 'system/notices', [notice])).status()).toBe(200);
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
      expect(watcher.problems).toEqual([]);
    });
  }
}
