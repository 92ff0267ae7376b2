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
  await openCesiumThroughTheMenu(page);
  await expect.poll(() => loads.count).toBe(1);
  await page.waitForLoadState('load');
  // The reloaded page fails to load its chunks too: no second reload.
  await page.waitForTimeout(5_000);
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
  await page.waitForTimeout(3_000);
  expect(loads.count).toBe(0);
});
