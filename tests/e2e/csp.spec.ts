import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Every page of the menu runs under the Content Security Policy with no violation: none reported to the
// document (scripts, styles, images, fonts, connections, workers) and none logged by the page or any of
// its workers. The 3D, map and chart specs check that the same pages actually draw under it.
const leaves = [
  '/dashboard',
  '/component/general', '/component/form', '/component/table', '/component/custom',
  '/chart/antv', '/chart/d3', '/chart/echart', '/chart/rechart',
  '/three/babylon', '/three/three',
  '/map/cesium', '/map/deckgl', '/map/l7', '/map/mapbox', '/map/openlayers',
  '/system/user', '/system/role', '/system/permission', '/system/group',
];
const csp = /content security policy|content-security-policy/i;

function watch(page: Page, found: string[]) {
  page.on('console', (m) => {
    if (csp.test(m.text())) found.push(`console: ${m.text()}`);
  });
  page.on('worker', (worker) =>
    worker.on('console', (m) => {
      if (csp.test(m.text())) found.push(`worker ${worker.url()}: ${m.text()}`);
    }),
  );
}

test('the policy is sent with pages and every page runs under it without a violation', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const found: string[] = [];
  watch(page, found);
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await signIn(page);
  for (const path of leaves) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const violations = await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
    found.push(...violations.map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});
