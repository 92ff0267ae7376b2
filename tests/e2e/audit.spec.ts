import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// The audit page lists a change made through the API, with its before/after, in en and zh.
const roleEdit = (page: Page, permissions: string[]) =>
  page.request.post('/api/system/roles/edit', { data: { id: '0003', permissions }, headers: { Locale: 'en' } });

const variants = [
  { mode: 'light', locale: 'en', width: 1280, height: 800 },
  { mode: 'dark', locale: 'zh', width: 1280, height: 800 },
  { mode: 'dark', locale: 'en', width: 390, height: 844 },
  { mode: 'light', locale: 'zh', width: 390, height: 844 },
] as const;

for (const [i, v] of variants.entries()) {
  test(`audit page lists a role permission change: ${v.mode}, ${v.locale}, ${v.width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await context.addCookies([{ name: 'locale', value: v.locale, url: 'http://127.0.0.1' }]);
    await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), v.mode);
    await signIn(page);
    // A different set each run, so every variant records a real change; the seeded role's own set is
    // put back afterwards, since later spec files sign in under it.
    const detail = await page.request.get('/api/system/roles/detail/0003', { headers: { Locale: 'en' } });
    const seeded = ((await detail.json()) as { data: { permissions: string[] } }).data.permissions;
    expect(seeded.length).toBeGreaterThan(3);
    const permissions = ['0000', '0001', `00010${i}`];
    expect((await roleEdit(page, permissions)).ok()).toBe(true);
    try {
      await checkAuditPage(page, v);
    } finally {
      expect((await roleEdit(page, seeded)).ok()).toBe(true);
    }
  });
}

async function checkAuditPage(page: Page, v: (typeof variants)[number]) {
  await page.goto('/system/audit?entity=roles');
  const zh = v.locale === 'zh';
  await expect(page.getByRole('heading', { name: zh ? '审计日志' : 'Audit' })).toBeVisible();
  const row = page.locator('[data-row-id]').first();
  await expect(row).toContainText('super');
  await expect(row).toContainText(zh ? '编辑' : 'Edit');
  await expect(row).toContainText(zh ? '角色' : 'Roles');
  await page.screenshot({ path: `test-results/screens/audit-${v.mode}-${v.locale}-${v.width}.png`, fullPage: true });

  await row.getByTestId('audit-view').click();
  const dialog = page.getByTestId('audit-diff');
  await expect(dialog.locator('[data-field="permissions"]')).toBeVisible();
  await expect(dialog.getByTestId('diff-added').or(dialog.getByTestId('diff-removed')).first()).toBeVisible();
  await expect(dialog).toContainText(zh ? '修改前' : 'Before');
  await page.screenshot({ path: `test-results/screens/audit-diff-${v.mode}-${v.locale}-${v.width}.png` });
}

test('filters live in the URL', async ({ page }) => {
  await signIn(page);
  // A real change to list; renamed back at the end, since later spec files expect the seeded names.
  const rename = (name: string) => page.request.post('/api/system/groups/edit', { data: { id: '0001', name }, headers: { Locale: 'en' } });
  expect((await rename('People')).ok()).toBe(true);
  await page.goto('/system/audit');
  await page.getByTestId('filter-user').fill('nobody');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/user=nobody/);
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.goto('/system/audit?user=sup&entity=groups');
  await expect(page.locator('[data-row-id]').first()).toContainText('Groups');
  await expect(page.getByTestId('filter-user')).toHaveValue('sup');
  expect((await rename('Human Resources Department')).ok()).toBe(true);
});
