import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { pagePaths, signedInPaths } from '@/lib/page-paths';
import { edgeColour, followsTheme, followsWindow, isEnginePage, pickingAndSidebar } from './engine-follows';
import { ready, settled } from './page-ready';
import { inItsTab, lookAt, openLogin, signInOwn, tooWide } from './support';
import { api, runTag } from './system-users-support';

type Locale = 'en' | 'zh';

// The page walk: the sign-in page and every page of the console, each loaded once and checked finished
// (page-ready.ts: tables filled, charts and engines drawn, titles translated) in both languages and both modes:
// axe finds no violation of any impact in light at 1440 px and in dark at 390 px; in English and in Chinese the
// page is no wider than the window at 1440 and 390 px (and 1280 px in English, the longer words), no system
// table scrolls sideways at 1440 px, every table's row menu is in view and at 390 px the breadcrumb is the
// page's title alone on one line. The mode changes in place (as another window's switch does) and the
// language by the header's switch, so a page is loaded and drawn once, not once per mix. On the 3D and map
// pages picking answers and the canvas follows the sidebar, the window and the mode. Throughout: the
// Content Security Policy reports no violation (document, console or worker), nothing is logged as an error
// and no request leaves the app's origin. (A first load in Chinese: every other page, as the walk's user's
// language alternates; the user menu and the phone's menu sheet: shell.spec.ts.)

const consolePages = pagePaths.filter((path) => path !== '/dashboard');
const wide = { width: 1440, height: 900 };
const laptop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const csp = /content security policy|content-security-policy/i;

/**
 * axe's findings in the page. Legacy mode runs it in the page's own frames: the default finishes each run in a
 * new blank page, and opening a page costs seconds under SwiftShader (the console's pages have no
 * cross-origin frames, which are what that mode is for).
 */
async function axe(page: Page) {
  const read = async () => {
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  // axe reads the page over several tasks; a render landing between them (an engine's page finishing its start)
  // can show a state no one sees. What it finds is read again once the page has painted: what stays is reported.
  const found = await read();
  if (found.length === 0) return found;
  await settled(page);
  return read();
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
 * What a check finds once a resize has been followed, read until it finds nothing, for at most 5 s: charts
 * re-measure their box a moment after the window changes (a debounced resize), and a busy page re-renders its
 * header for the phone's width a few frames later (the shell's media queries); what stays wrong is reported.
 */
async function afterResize(page: Page, check: () => Promise<string[]>): Promise<string[]> {
  const started = Date.now();
  let found = await check();
  while (found.length > 0 && Date.now() - started < 5_000) {
    await settled(page);
    found = await check();
  }
  return found;
}

/** A name shown whole: on one line, not cut short by an ellipsis. */
async function cutShort(name: Locator, what: string): Promise<string[]> {
  const { height, lineHeight, cut } = await name.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    // Widths are whole pixels: a name sized to its text can measure one more than its box without being cut.
    cut: el.scrollWidth - el.clientWidth > 1,
  }));
  return height <= lineHeight + 1 && !cut ? [] : [`${what}: ${height} px high${cut ? ', cut short' : ''}`];
}

/**
 * At a phone's width the page is named once, whole, on one line. With tabs on, the tab menu above the page
 * names it and the header the console (the header has no room for both names whole beside its buttons);
 * otherwise the breadcrumb is the page's own title alone: no parent, no separator.
 */
async function pageNameWrong(page: Page): Promise<string[]> {
  const trail = page.getByTestId('breadcrumbs');
  const consoleName = page.getByTestId('header-console-name');
  if (await consoleName.isVisible()) {
    if (await trail.isVisible()) return ['named twice: by the breadcrumb and the tab menu'];
    return [...(await cutShort(page.getByTestId('tabs-menu').locator('span').first(), 'tab menu')), ...(await cutShort(consoleName, 'console name'))];
  }
  const current = trail.locator('[aria-current="page"]');
  if (!(await current.isVisible())) return ['no breadcrumb'];
  const separators = await trail.locator('[data-slot="breadcrumb-separator"]:visible').count();
  const items = await trail.locator('li:visible').count();
  return separators === 0 && items === 1 ? await cutShort(current, 'breadcrumb') : [`breadcrumb: ${items} items, ${separators} separators`];
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

/** What is wrong with the page at a width: the window's, the row menu's, and at 390 px the page's name. */
async function atWidth(page: Page, path: string, width: number): Promise<string[]> {
  const size = width === wide.width ? wide : width === laptop.width ? laptop : phone;
  if (page.viewportSize()?.width !== width) {
    await page.setViewportSize(size);
    await settled(page);
  }
  return [
    ...(width === phone.width && path !== '/login' ? await afterResize(page, () => pageNameWrong(page)) : []),
    ...(await afterResize(page, () => tooWide(page, width))),
    ...(await actionsOutOfView(page, path, width)),
  ];
}

/** A system table fits beside the pinned row actions at 1440 px: its box does not scroll sideways. */
async function tablesScrolling(page: Page, path: string): Promise<string[]> {
  const scrolling = path.startsWith('/system/') ? await page.locator('[data-slot="table-container"][data-overflow]').count() : 0;
  return scrolling > 0 ? [`${scrolling} table(s) scroll sideways`] : [];
}

/**
 * The theme mode as the theme switcher of another window sets it (next-themes follows the `storage` event):
 * the page changes mode in place, and no preference is saved for the user.
 */
async function toMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => {
    localStorage.setItem('theme-mode', m);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme-mode', newValue: m }));
  }, mode);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await settled(page);
}

const other = (locale: Locale): Locale => (locale === 'en' ? 'zh' : 'en');
const languageName = { en: 'EN', zh: '中文' } as const;

/** The header's language switch (saved for the walk's own user: the next page opens in it). */
async function toLanguage(page: Page, locale: Locale) {
  await page.getByTestId('locale-switcher').click();
  await page.getByRole('menuitemradio', { name: languageName[locale] }).click();
  // The page is rendered anew on the server in the language: as long as a load may take.
  await expect(page.locator('html')).toHaveAttribute('lang', locale, { timeout: 45_000 });
  await expect(page.getByTestId('locale-switcher')).toHaveAttribute('aria-busy', 'false');
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

/**
 * One page, loaded once, read with as few changes of the window as cover every mix (each change re-lays out
 * and redraws the page): in its first language (the walk's user's, alternating as the walk switches) and light,
 * axe at 1440 px; dark in place, the widths down to 390 px, axe again; then the other language (the header's
 * switch) from 390 px up, ending at 1440 px for the next page. English is read at 1440 px (the tables)
 * and 1280 px (the longer words), Chinese at 1440 and 390 px. An engine's page is also picked, and its canvas
 * must follow the sidebar, the window and the mode (engine-follows.ts).
 */
async function checkPage(page: Page, path: string, found: Record<string, string[]>) {
  const first: Locale = (await page.locator('html').getAttribute('lang')) === 'zh' ? 'zh' : 'en';
  const second = other(first);
  // A full load renders the page in place and hands it to its tab after hydration, which mounts it anew: axe
  // read in between finds the page without its heading. (Tabs are the menu's pages and the account's; the
  // engines' pages are not kept: they render in place.)
  const engine = isEnginePage(path);
  const kept = (path === '/account' || pagePaths.some((p) => p === path)) && !engine;
  if (kept) await inItsTab(page, path);
  await ready(page, path, first);
  await lookAt(page, { path: `test-results/screens/walk${path.replaceAll('/', '-')}-${first}-1440.png` });
  found[`${path} ${first}@1440`] = [...(await axe(page)), ...(await atWidth(page, path, wide.width)), ...(await tablesScrolling(page, path))];
  const stage = engine ? await pickingAndSidebar(page, path) : undefined;
  // Dark from here (the widths do not depend on the mode); an engine's stage edge is read at 1440 px, where it
  // shows the background or the sea in every engine (at 390 px a globe fills the stage).
  const light = engine ? await edgeColour(page) : undefined;
  await toMode(page, 'dark');
  if (light) await followsTheme(page, path, light);
  if (first === 'en') found[`${path} en@1280`] = await atWidth(page, path, laptop.width);
  found[`${path} ${first}@390`] = await atWidth(page, path, phone.width);
  if (stage) await followsWindow(page, path, stage);
  found[`${path} dark@390`] = await axe(page);
  await lookAt(page, { path: `test-results/screens/walk${path.replaceAll('/', '-')}-${first}-dark-390.png` });
  await toLanguage(page, second);
  await ready(page, path, second);
  found[`${path} ${second}@390`] = await atWidth(page, path, phone.width);
  if (second === 'en') found[`${path} en@1280`] = await atWidth(page, path, laptop.width);
  found[`${path} ${second}@1440`] = [...(await atWidth(page, path, wide.width)), ...(await tablesScrolling(page, path))];
}

for (const [part, paths] of parts) {
  test(`every page finished, accessible in light and dark, in the window in English and Chinese, under the policy, without errors: ${part}`, async ({ page, context, baseURL }) => {
    test.setTimeout(420_000);
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('theme-mode', 'light'));
    const watcher = await watch(page, context, baseURL!);
    await page.setViewportSize(wide);
    const found: Record<string, string[]> = {};
    if (paths[0] === '/login') {
      await openLogin(page);
      // The button fades in from its disabled look when the form hydrates: measure the finished colours.
      await expect(page.getByRole('button', { name: /^Login$/ })).toHaveCSS('opacity', '1');
      found['/login en@1440'] = [...(await axe(page)), ...(await atWidth(page, '/login', wide.width))];
      found['/login en@1280'] = await atWidth(page, '/login', laptop.width);
      found['/login en@390'] = await atWidth(page, '/login', phone.width);
      await toMode(page, 'dark');
      found['/login dark@390'] = await axe(page);
      await page.getByRole('button', { name: languageName.zh, exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      await expect(page.getByRole('button', { name: /^登录$/ })).toBeEnabled();
      found['/login zh@390'] = await atWidth(page, '/login', phone.width);
      found['/login zh@1440'] = await atWidth(page, '/login', wide.width);
      found['/login policy'] = await watcher.violations();
      await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    }
    // A user of the walk's own: the language switch is saved for them, not for super (whom other specs read).
    await signInOwn(page);
    // A notice, so its table has a row (and an enabled export button) when no other spec has made one yet.
    let notice = '';
    if (paths.includes('/system/notice')) {
      const added = await api(page, 'post', 'system/notices/add', { titleEn: `Axe ${runTag}`, titleZh: `无障碍 ${runTag}`, start: '2026-01-01T00:00', end: '2036-01-01T00:00' });
      expect(added.status()).toBe(200);
      notice = ((await added.json()) as { data: { id: string } }).data.id;
    }
    for (const path of paths.filter((p) => p !== '/login')) {
      watcher.visiting(path);
      if (path !== '/dashboard' || !page.url().endsWith('/dashboard')) await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      await checkPage(page, path, found);
      found[`${path} policy`] = await watcher.violations();
    }
    if (notice) expect((await api(page, 'delete', 'system/notices', [notice])).status()).toBe(200);
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
    expect(watcher.problems).toEqual([]);
  });
}
