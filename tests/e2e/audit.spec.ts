import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { api, runTag } from './system-users-support';

// The audit page lists a change made through the API, with its before/after, in en and zh. Each test
// changes a role and a group of its own, so a spec running beside it (or signing in under a seeded role)
// neither sees nor disturbs the change, and finds its entry by the record's id.

const variants = [
  { mode: 'light', locale: 'en', width: 1280, height: 800 },
  { mode: 'dark', locale: 'zh', width: 390, height: 844 },
] as const;

/** Adds a role (the add answers no id) and finds its id by its code. */
async function addRole(page: Page, code: string) {
  expect((await api(page, 'post', 'system/roles/add', { role: code, nameEn: `Audit ${code}`, nameZh: `审计 ${code}`, permissions: ['0000', '0001'] })).ok()).toBe(true);
  const found = await api(page, 'post', 'system/roles', { role: code });
  const { list } = ((await found.json()) as { data: { list: { id: string; role: string }[] } }).data;
  const id = list.find((r) => r.role === code)?.id;
  expect(id, `the role ${code}`).toBeTruthy();
  return id!;
}

for (const [i, v] of variants.entries()) {
  test(`audit page lists a role permission change: ${v.mode}, ${v.locale}, ${v.width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await context.addCookies([{ name: 'locale', value: v.locale, url: 'http://127.0.0.1' }]);
    await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), v.mode);
    await signIn(page);
    const code = `audit${'abcd'[i]}${runTag}`;
    const id = await addRole(page, code);
    try {
      expect((await api(page, 'post', 'system/roles/edit', { id, permissions: ['0000', '0001', `00010${i}`] })).ok()).toBe(true);
      await checkAuditPage(page, v, id);
    } finally {
      expect((await api(page, 'delete', 'system/roles', [id])).ok()).toBe(true);
    }
  });
}

async function checkAuditPage(page: Page, v: (typeof variants)[number], id: string) {
  await page.goto('/system/audit?entity=roles');
  const zh = v.locale === 'zh';
  await expect(page.getByRole('heading', { name: zh ? '审计日志' : 'Audit' })).toBeVisible();
  // This role's entries (its add, then its edit, newest first): the edit is the first.
  const row = page.locator('[data-row-id]').filter({ has: page.locator(`[data-testid="audit-records"][title="${id}"]`) }).first();
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
  // A real change to list: a group of this test's own, added and then deleted.
  const id = `AUD${runTag}`;
  expect((await api(page, 'post', 'system/groups/addChild', { parentId: '0001', id, nameEn: `Audit ${id}`, nameZh: `审计 ${id}` })).ok()).toBe(true);
  try {
    await page.goto('/system/audit');
    await page.getByTestId('filter-user').fill('nobody');
    await page.getByTestId('search').click();
    await expect(page).toHaveURL(/user=nobody/);
    await expect(page.getByTestId('table-empty')).toBeVisible();
    await page.goto('/system/audit?user=sup&entity=groups');
    await expect(page.locator('[data-row-id]').first()).toContainText('Groups');
    await expect(page.getByTestId('filter-user')).toHaveValue('sup');
  } finally {
    expect((await api(page, 'delete', 'system/groups', [id])).ok()).toBe(true);
  }
});
