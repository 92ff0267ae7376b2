// npm run bench:tabs — the JS heap of one browser page holding 10 open tabs of system pages, each kept
// alive by the workspace tabs (components/shell/tabs). Opens them one after another through the sidebar
// (soft navigation, so each stays mounted in its tab), waits for each page's table or form, collects
// garbage and reads Chromium's used JS heap (CDP Performance.getMetrics). Prints the figure after the
// first page and after the tenth; exits 1 if the ten exceed 150 MB. Runs the production build on the
// embedded database (BENCH_PORT, default 3600).
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';
import { chromiumPath } from '../scripts/chromium-path.cjs';

const limitMb = 150;
const pages = ['/system/user', '/system/role', '/system/group', '/system/permission', '/system/notice', '/system/audit', '/system/session', '/system/signin', '/system/setting', '/system/file'];

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3600), env: { SUPER_PASSWORD: 'super', LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run'] });
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/user/login', { data: { username: 'super', password: 'super' } });
  if ((await login.json()).data?.status !== 'ok') throw new Error('sign-in failed');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 2 ** 20;
  };
  // A page is ready when its tab holds it and its heading shows.
  const ready = async (path) => {
    await page.locator(`[data-tab-page="${path}"]`).waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('main h1:visible').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  };

  await page.goto(pages[0]);
  await ready(pages[0]);
  const first = await heapMb();
  for (const path of pages.slice(1)) {
    const link = page.locator(`[data-sidebar="sidebar"] a[href="${path}"]`).first();
    await link.click();
    await ready(path);
  }
  const tabs = await page.locator('[role="tab"][data-path]').count();
  const kept = await page.locator('[data-tab-page]').count();
  const ten = await heapMb();
  console.log(`tabs open: ${tabs}, pages kept: ${kept}`);
  console.log(`JS heap: ${first.toFixed(1)} MB with one page, ${ten.toFixed(1)} MB with ${pages.length} (limit ${limitMb} MB)`);
  if (tabs < pages.length || ten >= limitMb) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
