import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// After a release, the chunks an open page asks for are gone (404): the page reloads once, not in a loop.
function countDocuments(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

async function openCesiumThroughTheMenu(page: Page) {
  await page.getByRole('button', { name: 'Map' }).click();
  await page.getByRole('link', { name: 'Cesium' }).click();
}

test('a missing chunk reloads the page once, and a chunk still missing after it does not loop', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('summary-users')).toBeVisible();
  const loads = countDocuments(page);
  // The old release's chunks are gone: every chunk not yet loaded answers 404 from now on.
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  // Counts the reloaded page's chunk failures, each of which the recovery has judged by the time it is counted.
  await page.addInitScript(() => {
    const w = window as Window & { __preloadErrors?: number };
    window.addEventListener('preload-error', () => (w.__preloadErrors = (w.__preloadErrors ?? 0) + 1));
  });
  await openCesiumThroughTheMenu(page);
  await expect.poll(() => loads.count).toBe(1);
  await page.waitForLoadState('load');
  // The reloaded page fails to load its chunks too, and judges it: no second reload.
  // (Read while the reload may still be under way: a page being replaced answers nothing yet.)
  const judged = () => page.evaluate(() => (window as Window & { __preloadErrors?: number }).__preloadErrors ?? 0).catch(() => 0);
  await expect.poll(judged).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('console:release-reload'))).toMatch(/^\d+$/);
});

test('an app that cancels the preload-error event keeps the page as it is', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('summary-users')).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener('preload-error', (event) => {
      event.preventDefault();
      document.body.dataset.preloadError = 'handled';
    });
  });
  const loads = countDocuments(page);
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openCesiumThroughTheMenu(page);
  await expect(page.locator('body')).toHaveAttribute('data-preload-error', 'handled');
  // The recovery has let the app have it (a reload would have been asked for by now); the page's
  // requests are done and none of them was a document.
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(0);
});
