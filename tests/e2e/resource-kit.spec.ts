import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { api, runTag } from './system-users-support';

// What the resource kit gives every table: the row "…" menu pinned in view at every width. (The column
// menu's choice kept across a reload, per table, is a component test: tests/component/resource-page.test.tsx.)

// The audit's rows have no menu: their Changes button opens the detail.
const tables = ['/system/user', '/system/role', '/system/group', '/system/permission', '/system/session', '/system/notice'];

/** The first row's actions button lies inside the window, and the page itself does not scroll sideways. */
async function actionsInView(page: Page, width: number) {
  const button = page.locator('[data-row-id]').first().getByTestId('row-actions');
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box, 'the button has a box').not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1440, 390]) {
  test(`row actions are pinned in view at ${width} px on every system table`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    // A notice, so the notices and the audit trail have a row even when this spec runs alone.
    const added = await api(page, 'post', 'system/notices/add', {
      titleEn: `Kit ${runTag} ${width}`, titleZh: `套件 ${runTag} ${width}`, start: '2026-01-01T00:00', end: '2036-01-01T00:00',
    });
    expect(added.status()).toBe(200);
    for (const path of tables) {
      await page.goto(path);
      await test.step(path, () => actionsInView(page, width));
    }
  });
}
