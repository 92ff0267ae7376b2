import { expect, test } from '@playwright/test';

// The BASE_PATH=/admin build (npm run test:basepath): pages, API, assets and cookies live under /admin.
test('the console works under /admin and nowhere else', async ({ page, context }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // Aborted requests are the router's prefetches cancelled by a navigation, not failures.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: /^login$/i })).toBeEnabled();
  await page.getByLabel(/username/i).fill('super');
  await page.getByLabel(/password/i).fill('super');
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The dashboard's figures come from /admin/api/dashboard/stats through the client's fetch wrapper.
  await expect(page.getByTestId('summary-users')).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  expect(cookie?.path).toBe('/admin');
  const info = await page.request.get('/admin/api/user/userInfo', { headers: { Locale: 'en' } });
  expect((await info.json()).data.username).toBe('super');

  // A client-side navigation and the engines' static folders.
  await page.getByRole('button', { name: 'System' }).click();
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/system\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  expect((await page.request.get('/admin/maplibre/maplibre-gl-worker.mjs')).status()).toBe(200);
  expect((await page.request.get('/admin/cesium/Widgets/widgets.css')).status()).toBe(200);
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(new URL(src).pathname).toMatch(/^\/admin\/_next\//);
  expect(failed).toEqual([]);

  // Outside the prefix there is no console.
  for (const path of ['/dashboard', '/login', '/api/user/userInfo']) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});
