import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { expectToast, rowAction, useLocale, type Locale } from './system-trees-support';
import { api, onlyRow, rowMenu, runTag } from './system-users-support';

// Three fixes of the system tables: a duplicate key answers under its field; an edit of a record
// deleted meanwhile closes the form, removes the row and says so; the audit diff reads as words.

const gone = {
  en: { user: 'This user was deleted meanwhile.', role: 'This role was deleted meanwhile.', group: 'This group was deleted meanwhile.', permission: 'This permission was deleted meanwhile.' },
  zh: { user: '该用户已被他人删除。', role: '该角色已被他人删除。', group: '该组织已被他人删除。', permission: '该权限已被他人删除。' },
} as const;

/** Saves the open form and expects `message` under `field`, the form kept and no toast saying it. */
async function expectFieldError(page: Page, field: string, message: string) {
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId(`error-${field}`)).toHaveText(message);
  await expect(page.locator(`#${field}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The id of a role by its code, through the API. */
async function roleId(page: Page, code: string): Promise<string> {
  const res = await api(page, 'post', 'system/roles', { role: code, name: '', status: 'all', page: 1, size: 10 });
  const list = ((await res.json()) as { data: { list: { id: string; role: string }[] } }).data.list;
  const role = list.find((r) => r.role === code);
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
}

/** Deletes through the API (as another admin would) while the page still shows the record. */
async function deleteMeanwhile(page: Page, path: string, id: string) {
  expect((await api(page, 'delete', path, [id])).ok()).toBe(true);
}

/** Saves the open edit form of a deleted record: the form closes, the toast says so, the row goes. */
async function expectGoneOnSave(page: Page, message: string, row: ReturnType<Page['locator']>) {
  await page.getByTestId('form-save').click();
  await expectToast(page, message);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toHaveCount(0);
}

test('a duplicate username, role code or group id answers under its field', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user?field=username&value=user001');
  await rowMenu(page, 'edit');
  await page.locator('#user-username').fill('USER000');
  await expectFieldError(page, 'user-username', 'The username USER000 is already taken.');

  await page.goto('/system/role');
  await page.getByTestId('add').click();
  await page.locator('#role-role').fill('Admin');
  await page.locator('#role-name-en').fill('Second admin');
  await page.locator('#role-name-zh').fill('Second admin');
  await expectFieldError(page, 'role-role', 'The role code Admin is already taken.');
  await page.goto('/system/role?role=user');
  await rowMenu(page, 'edit');
  await page.locator('#role-role').fill('admin');
  await expectFieldError(page, 'role-role', 'The role code admin is already taken.');

  await page.goto('/system/group');
  await rowAction(page, '0003', 'addChild');
  await page.locator('#group-id').fill('0001');
  await page.locator('#group-name-en').fill('Duplicate');
  await page.locator('#group-name-zh').fill('Duplicate');
  await expectFieldError(page, 'group-id', 'The id 0001 is already in use.');
});

test('zh: a duplicate role code answers under its field in Chinese', async ({ page, context }) => {
  await useLocale(context, 'zh');
  await signIn(page);
  await page.goto('/system/role');
  await page.getByTestId('add').click();
  await page.locator('#role-role').fill('user');
  await page.locator('#role-name-en').fill('重复');
  await page.locator('#role-name-zh').fill('重复');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-role-role')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/fixes-duplicate-role-zh.png' });
  await expectFieldError(page, 'role-role', '角色编码 user 已存在。');
});

for (const locale of ['en', 'zh'] as const satisfies readonly Locale[]) {
  test(`${locale}: an edit of a record deleted meanwhile closes the form, removes the row and says so`, async ({ page, context }) => {
    const x = gone[locale];
    await useLocale(context, locale);
    await signIn(page);

    const username = `gone.${runTag}.${locale}`;
    const added = await api(page, 'post', 'system/users/add', { username, name: 'Gone User', email: `${username}@example.com`, phone: '13800000000', group: '0001' });
    const userId = ((await added.json()) as { data: { id: string } }).data.id;
    await page.goto(`/system/user?field=username&value=${username}`);
    await rowMenu(page, 'edit');
    await deleteMeanwhile(page, 'system/users', userId);
    await page.locator('#user-name').fill('Still Here');
    await expectGoneOnSave(page, x.user, onlyRow(page));

    const code = `gone${runTag}${locale}`;
    expect((await api(page, 'post', 'system/roles/add', { role: code, name: 'Gone Role' })).ok()).toBe(true);
    await page.goto(`/system/role?role=${code}`);
    await rowMenu(page, 'edit');
    await deleteMeanwhile(page, 'system/roles', await roleId(page, code));
    await page.locator('#role-name-en').fill('Still here');
    await page.locator('#role-name-zh').fill('Still here');
    await expectGoneOnSave(page, x.role, onlyRow(page));

    // The status switch of a row deleted meanwhile: the same toast, and the row goes.
    const switched = `sw${runTag}${locale}`;
    expect((await api(page, 'post', 'system/roles/add', { role: switched, name: 'Switched' })).ok()).toBe(true);
    await page.goto(`/system/role?role=${switched}`);
    await expect(onlyRow(page)).toHaveCount(1);
    await deleteMeanwhile(page, 'system/roles', await roleId(page, switched));
    await onlyRow(page).getByRole('switch').click();
    await expectToast(page, x.role);
    await expect(onlyRow(page)).toHaveCount(0);

    const group = `Gone${runTag}${locale}`;
    expect((await api(page, 'post', 'system/groups/addChild', { parentId: '0001', id: group, name: 'Gone group' })).ok()).toBe(true);
    await page.goto(`/system/group?id=${group}`);
    await rowAction(page, group, 'edit');
    await deleteMeanwhile(page, 'system/groups', group);
    await page.locator('#group-name-en').fill('Still here');
    await page.locator('#group-name-zh').fill('Still here');
    await expectGoneOnSave(page, x.group, page.locator(`tr[data-row-id="${group}"]`));

    const permission = `Gone${runTag}${locale}`;
    expect((await api(page, 'post', 'system/permissions/addChild', { parentId: '', id: permission, name: 'Gone item', path: `/gone-${runTag}-${locale}` })).ok()).toBe(true);
    await page.goto(`/system/permission?id=${permission}`);
    await rowAction(page, permission, 'edit');
    await deleteMeanwhile(page, 'system/permissions', permission);
    await page.locator('#permission-name-en').fill('Still here');
    await page.locator('#permission-name-zh').fill('Still here');
    await expectGoneOnSave(page, x.permission, page.locator(`tr[data-row-id="${permission}"]`));
  });
}

const views = [
  { mode: 'light', locale: 'en', width: 1440, height: 900 },
  { mode: 'dark', locale: 'zh', width: 1440, height: 900 },
  { mode: 'dark', locale: 'en', width: 390, height: 844 },
  { mode: 'light', locale: 'zh', width: 390, height: 844 },
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
      await page.locator('[data-row-id]').first().getByTestId('audit-view').click();
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
