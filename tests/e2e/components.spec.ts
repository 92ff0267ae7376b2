import { expect, test } from '@playwright/test';
import { inItsTab, signIn } from './support';

// The table demo's 10,000-row virtual scroll, which only a layout engine can prove. (The component demos'
// behaviour is tests/component/component-demos.test.tsx's: toasts, the form in both languages and its
// submitted values, the table's sort, search, facet, selection and paging, the transfer list and steps;
// every demo page drawn in both modes and languages at both widths is the page walk's: page-walk.spec.ts.)

test('the virtual table scrolls to its last row with few rows in the page', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await signIn(page);
  await page.goto('/component/table');
  await inItsTab(page, '/component/table');
  const scroller = page.getByTestId('virtual-scroll');
  await scroller.scrollIntoViewIfNeeded();
  const rendered = scroller.locator('[role=row][data-row-id]');
  await expect(rendered.first()).toBeVisible();
  expect(await rendered.count()).toBeLessThan(100);
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(scroller.locator('[data-row-id="EMP-10000"]')).toBeVisible();
  expect(await rendered.count()).toBeLessThan(100);
  await expect(page.getByTestId('virtual-stats')).toContainText('10,000');
  expect(problems).toEqual([]);
});
