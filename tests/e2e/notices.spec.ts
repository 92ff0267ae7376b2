import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { useLocale } from './system-trees-support';
import { onlyRow, runTag, saveForm } from './system-users-support';

// The notice page (a registered resource on the kit) and the dashboard's notices card.

test('super adds a notice: a field error on a backwards window, a toast after save, the row in the list, the notice on the dashboard', async ({ page, context }) => {
  const title = `Maintenance ${runTag}`;
  await useLocale(context, 'en');
  await signIn(page);
  await page.goto('/system/notice');
  await expect(page.getByRole('heading', { name: 'Notice', exact: true })).toBeVisible();

  await page.getByTestId('add').click();
  await page.locator('#notice-title-en').fill(title);
  await page.locator('#notice-title-zh').fill(`维护 ${runTag}`);
  await page.locator('#notice-body').fill('The console is read-only from 22:00.');
  await page.locator('#notice-start').fill('2030-01-02T10:00');
  await page.locator('#notice-end').fill('2030-01-02T09:00');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-notice-end')).toHaveText('The end must come after the start.');

  // A window around now: published at once.
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
  await page.locator('#notice-start').fill(at(-1));
  await page.locator('#notice-end').fill(at(7));
  await saveForm(page, 'en');

  await page.getByTestId('filter-title').fill(title);
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/title=Maintenance/);
  await expect(onlyRow(page)).toContainText(title);
  await expect(onlyRow(page)).toContainText('Info');
  await expect(onlyRow(page)).toContainText('super');

  await page.goto('/dashboard');
  const card = page.getByTestId('published-notices');
  await expect(card.getByTestId('published-notice').filter({ hasText: title })).toContainText('The console is read-only from 22:00.');
});
