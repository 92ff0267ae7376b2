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

test.describe.configure({ mode: 'parallel' });

test('the policy is sent with pages', async ({ page }) => {
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

// The walk in parts, so the two workers share it.
const parts: [string, string[]][] = [
  ['dashboard, components and charts', leaves.filter((p) => /^\/(dashboard|component|chart)/.test(p))],
  ['3D and maps', leaves.filter((p) => /^\/(three|map)\//.test(p))],
  ['system', leaves.filter((p) => p.startsWith('/system/'))],
];

for (const [part, paths] of parts) {
  test(`every page runs under the policy without a violation: ${part}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const found: string[] = [];
    watch(page, found);
    await signIn(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // Every request the page makes has been made (its chunks, workers, tiles and data).
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const violations = await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
      found.push(...violations.map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test('the walk covers every leaf', () => {
  expect(parts.flatMap(([, paths]) => paths).sort()).toEqual([...leaves].sort());
});
