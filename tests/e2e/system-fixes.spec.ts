import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { useLocale } from './system-trees-support';
import { api, runTag } from './system-users-support';

// The audit diff reads as words: labels and names, not keys and ids, in each language and at phone width.
// (A duplicate key under its field and an edit of a record deleted meanwhile are component tests now:
// tests/component/write-refusals.test.tsx, over the API's answers in tests/api/duplicates-and-gone.test.ts.)

const views = [
  { mode: 'light', locale: 'en', width: 1440, height: 900 },
  { mode: 'dark', locale: 'zh', width: 390, height: 844 },
] as const;

for (const v of views) {
  test(`audit diff shows labels and names: ${v.mode}, ${v.locale}, ${v.width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await useLocale(context, v.locale, v.mode);
    await signIn(page);
    const zh = v.locale === 'zh';
    const username = `diff.${runTag}.${v.mode}.${v.width}`;
    const added = await api(page, 'post', 'system/users/add', { username, name: 'Diff User', email: `${username}@example.com`, phone: '13800000000', group: '0001', roles: ['user'], permissions: ['0000'] });
    const id = ((await added.json()) as { data: { id: string } }).data.id;
    try {
      expect((await api(page, 'post', 'system/users/edit', { id, group: '000301', roles: ['admin', 'user'], permissions: ['0000', '0005'], status: '0' })).ok()).toBe(true);
      await page.goto(`/system/audit?entity=users&user=super`);
      // This user's newest entry (the edit), whatever other specs write meanwhile.
      const entries = page.locator('[data-row-id]').filter({ has: page.locator(`[data-testid="audit-records"][title="${id}"]`) });
      await entries.first().getByTestId('audit-view').click();
      const dialog = page.getByTestId('audit-diff');
      await expect(dialog.locator(`[data-record="${id}"]`)).toContainText(username);
      const field = (name: string) => dialog.locator(`[data-field="${name}"]`);
      await expect(field('group').locator('td').first()).toHaveText(zh ? '组织' : 'GroupName');
      await expect(field('roles').locator('td').first()).toHaveText(zh ? '角色' : 'Roles');
      await expect(field('permissions').locator('td').first()).toHaveText(zh ? '权限' : 'Permissions');
      await expect(field('status').locator('td').first()).toHaveText(zh ? '状态' : 'Status');
      await expect(field('status')).toContainText(zh ? '停用' : 'Disabled');
      await expect(field('roles').getByTestId('diff-added')).toContainText(zh ? '管理员 (admin)' : 'Admin (admin)');
      await expect(field('permissions').getByTestId('diff-added')).toContainText(zh ? '系统管理 (0005)' : 'System (0005)');
      await expect(field('group')).toContainText('(0001)');
      await expect(field('group')).toContainText('(000301)');
      await page.screenshot({ path: `test-results/screens/fixes-audit-diff-${v.mode}-${v.locale}-${v.width}.png` });
    } finally {
      expect((await api(page, 'delete', 'system/users', [id])).ok()).toBe(true);
    }
  });
}
