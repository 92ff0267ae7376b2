import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { expectToast, useLocale } from './system-trees-support';
import { api, onlyRow, rowMenu, runTag, saveForm } from './system-users-support';

// The notice page (a registered resource on the kit), the dashboard's notices card and the audit trail:
// one notice's whole life, under one sign-in.

/** A datetime-local value (UTC, as the form reads it) `days` from now. */
const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

/** Opens the dashboard; answers its published notices holding a text (server-rendered: complete once shown). */
async function dashboard(page: Page) {
  await page.goto('/dashboard');
  const card = page.getByTestId('published-notices');
  await expect(card).toBeVisible();
  return (text: string) => card.getByTestId('published-notice').filter({ hasText: text });
}

test('super adds, edits and deletes a notice: field errors, the list in each language, the publish window on the dashboard, the audit trail', async ({ page, context }) => {
  const title = `Maintenance ${runTag}`;
  const edited = { en: `Maintenance ${runTag} moved`, zh: `维护 ${runTag} 改期` };
  await useLocale(context, 'en');
  await signIn(page);

  // Enabled but not yet started: no dashboard shows it.
  const later = `Upgrade ${runTag}`;
  const future = await api(page, 'post', 'system/notices/add', { titleEn: later, titleZh: `升级 ${runTag}`, start: at(2), end: at(9) });
  expect(future.status()).toBe(200);
  const futureId = ((await future.json()) as { data: { id: string } }).data.id;

  await page.goto('/system/notice');
  await expect(page.getByRole('heading', { name: 'Notice', exact: true })).toBeVisible();
  await page.getByTestId('add').click();
  await page.locator('#notice-title-en').fill(title);
  await page.locator('#notice-title-zh').fill(`维护 ${runTag}`);
  await page.locator('#notice-body-en').fill('The console is read-only from 22:00.');
  await page.locator('#notice-start').fill('2030-01-02T10:00');
  await page.locator('#notice-end').fill('2030-01-02T09:00');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-notice-end')).toHaveText('The end must come after the start.');

  // A window around now: published at once.
  await page.locator('#notice-start').fill(at(-1));
  await page.locator('#notice-end').fill(at(7));
  await saveForm(page, 'en');

  await page.getByTestId('filter-title').fill(title);
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/title=Maintenance/);
  await expect(onlyRow(page)).toHaveCount(1);
  await expect(onlyRow(page)).toContainText(title);
  await expect(onlyRow(page)).toContainText('Info');
  await expect(onlyRow(page)).toContainText('super');
  const id = await onlyRow(page).getAttribute('data-row-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const noticeId = id ?? '';

  const published = await dashboard(page);
  await expect(published(title)).toContainText('The console is read-only from 22:00.');
  await expect(published(later)).toHaveCount(0);

  await test.step('edit both titles; each language lists its own', async () => {
    await page.goto(`/system/notice?title=${encodeURIComponent(title)}`);
    await expect(onlyRow(page)).toContainText(title);
    await rowMenu(page, 'edit');
    await expect(page.locator('#notice-title-en')).toHaveValue(title);
    await page.locator('#notice-title-en').fill(edited.en);
    await page.locator('#notice-title-zh').fill(edited.zh);
    await saveForm(page, 'en');
    await expect(onlyRow(page)).toContainText(edited.en);

    await useLocale(context, 'zh');
    await page.goto(`/system/notice?title=${encodeURIComponent(edited.zh)}`);
    await expect(page.getByRole('heading', { name: '通知公告', exact: true })).toBeVisible();
    await expect(onlyRow(page)).toHaveAttribute('data-row-id', noticeId);
    await expect(onlyRow(page)).toContainText(edited.zh);
    await expect(onlyRow(page)).not.toContainText(edited.en);
    await expect((await dashboard(page))(edited.zh)).toContainText('The console is read-only from 22:00.');
  });

  await test.step('delete it after a confirmation naming it; it leaves the dashboard', async () => {
    await page.goto(`/system/notice?title=${encodeURIComponent(edited.zh)}`);
    await rowMenu(page, 'delete');
    await expect(page.getByTestId('confirm-dialog')).toContainText('删除 1 条公告？');
    await expect(page.getByTestId('confirm-items')).toHaveText(edited.zh);
    await page.getByTestId('confirm').click();
    await expectToast(page, '操作成功');
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await expect(onlyRow(page)).toHaveCount(0);
    await expect((await dashboard(page))(edited.zh)).toHaveCount(0);
  });

  await test.step('the audit trail holds its add, edit and delete; the edit names the changed titles', async () => {
    await useLocale(context, 'en');
    await page.goto('/system/audit?entity=notices');
    // Newest first. A row names the notice; its id is in the records' title (shown on hover).
    const entries = page.locator('tbody tr').filter({ has: page.locator(`[data-testid="audit-records"][title*="${noticeId}"]`) });
    await expect(entries).toHaveCount(3);
    for (const [i, action] of ['Delete', 'Edit', 'Add'].entries()) {
      await expect(entries.nth(i)).toContainText(action);
      await expect(entries.nth(i)).toContainText('Notices');
      await expect(entries.nth(i)).toContainText('super');
    }
    await expect(entries.nth(1).getByTestId('audit-view')).toHaveText('2 fields');
    await entries.nth(1).getByTestId('audit-view').click();
    const diff = page.getByTestId('audit-diff');
    await expect(diff).toContainText('Edit on Notices by super');
    const titleEn = diff.locator('[data-field="titleEn"] td');
    await expect(titleEn).toHaveText(['Title (English)', title, edited.en]);
    await expect(diff.locator('[data-field="titleZh"] td')).toHaveText(['Title (Chinese)', `维护 ${runTag}`, edited.zh]);
    await expect(diff.locator('[data-field]')).toHaveCount(2);
  });

  expect((await api(page, 'delete', 'system/notices', [futureId])).ok()).toBe(true);
});
