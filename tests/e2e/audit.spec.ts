import { expect, test } from '@playwright/test';
import { inItsTab, lookAt, signIn } from './support';
import { useLocale } from './system-trees-support';
import { api, runTag } from './system-users-support';

// The audit page lists a change made through the API, and its diff reads as words: labels and names, not
// keys and ids. Each test changes records of its own, so a spec running beside it neither sees nor disturbs
// the change, and finds its entry by the record's id. (The diff in Chinese, the table's columns and record
// names are component tests: tests/component/audit-diff.test.tsx, audit-table.test.tsx; what is stored is
// the API's: tests/api/audit*.test.ts. A duplicate key under its field and an edit of a record deleted
// meanwhile: tests/component/write-refusals.test.tsx.)

test('a user edit is listed with its diff in words', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useLocale(context, 'en', 'light');
  await signIn(page);
  const username = `diff.${runTag}`;
  const added = await api(page, 'post', 'system/users/add', { username, name: 'Diff User', email: `${username}@example.com`, phone: '13800000000', group: '0001', roles: ['user'], permissions: ['0000'] });
  const id = ((await added.json()) as { data: { id: string } }).data.id;
  try {
    expect((await api(page, 'post', 'system/users/edit', { id, group: '000301', roles: ['admin', 'user'], permissions: ['0000', '0005'], status: '0' })).ok()).toBe(true);
    await page.goto(`/system/audit?entity=users&user=super`);
    // This user's newest entry (the edit), whatever other specs write meanwhile.
    const entries = page.locator('[data-row-id]').filter({ has: page.locator(`[data-testid="audit-records"][title="${id}"]`) });
    await expect(entries.first()).toContainText('Edit');
    await entries.first().getByTestId('audit-view').click();
    const dialog = page.getByTestId('audit-diff');
    await expect(dialog.locator(`[data-record="${id}"]`)).toContainText(username);
    const field = (name: string) => dialog.locator(`[data-field="${name}"]`);
    await expect(field('group').locator('td').first()).toHaveText('GroupName');
    await expect(field('status')).toContainText('Disabled');
    await expect(field('roles').getByTestId('diff-added')).toContainText('Admin (admin)');
    await expect(field('permissions').getByTestId('diff-added')).toContainText('System (0005)');
    await expect(field('group')).toContainText('(000301)');
    await lookAt(page, { path: 'test-results/screens/audit-diff-light-en-1440.png' });
  } finally {
    expect((await api(page, 'delete', 'system/users', [id])).ok()).toBe(true);
  }
});

test('filters live in the URL', async ({ page }) => {
  await signIn(page);
  // A real change to list: a group of this test's own, added and then deleted.
  const id = `AUD${runTag}`;
  expect((await api(page, 'post', 'system/groups/addChild', { parentId: '0001', id, nameEn: `Audit ${id}`, nameZh: `审计 ${id}` })).ok()).toBe(true);
  try {
    await page.goto('/system/audit');
    await inItsTab(page, '/system/audit');
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
