import { expect, request, test } from '@playwright/test';
import { signInOwn } from './support';
import { useLocale } from './system-trees-support';
import { onlyRow, rowMenu, runTag, saveForm } from './system-users-support';

// Issue 29's journey: why can this user not open the groups page (the inspector says: their role lacks
// it), grant it in the role form (whose preview names what changes), save, and see the page with "view as".

const system = '0005';
const usersPage = '000500';
const groupsPage = '000504';

test('en: find why a user cannot see a page, grant it with the preview, and check it with view as', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const code = `acc${runTag}`;
  const username = `access.${runTag}`;
  // A role of the spec's own (System and Users) and a user holding it, made as super through a context of its own.
  const api = await request.newContext({ baseURL });
  const token: string = (await (await api.post('/api/user/login', { data: { username: 'super', password: 'super' } })).json()).data.token;
  const headers = { Authorization: `Bearer ${token}`, Locale: 'en' };
  const role = { role: code, nameEn: `Access ${runTag}`, nameZh: `访问 ${runTag}`, permissions: [system, usersPage], dataScope: 'all' };
  expect((await api.post('/api/system/roles/add', { headers, data: role })).status()).toBe(200);
  const user = { name: `Access ${runTag}`, username, email: `${username}@example.com`, phone: '123456', group: '0003', roles: [code], password: `pw-${runTag}-x1` };
  expect((await api.post('/api/system/users/add', { headers, data: user })).status()).toBe(200);
  await api.post('/api/user/logout', { headers });
  await api.dispose();

  await useLocale(context, 'en');
  await signInOwn(page);

  // The inspector: the groups page is refused, because the role lacks it.
  const pick = async () => {
    await page.goto('/system/access');
    await page.getByLabel('Find a user').fill(username);
    await page.getByTestId('access-user').click();
    await page.getByRole('option', { name: new RegExp(`^${username.replace('.', '\\.')} `) }).click();
  };
  await pick();
  await page.getByLabel('Path').fill('/system/group');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('explain-answer')).toContainText('Refused');
  await expect(page.getByTestId('explain-answer')).toContainText(`roles ${code} lack /system/group`);

  // The role form: grant the groups page; the preview names it before saving.
  await page.goto(`/system/role?role=${code}`);
  await expect(onlyRow(page)).toBeVisible();
  await rowMenu(page, 'edit');
  await page.getByTestId(`tree-check-${groupsPage}`).click();
  await expect(page.getByTestId('role-preview')).toContainText('Gained');
  await expect(page.getByTestId('role-preview')).toContainText('/system/group');
  await saveForm(page, 'en');

  // View as the user: the groups page is theirs now; the banner says whose view it is, and Exit leads back.
  await pick();
  await page.getByTestId('access-view-as').click();
  const banner = page.getByTestId('view-as-banner');
  await expect(banner).toContainText(`Viewing as Access ${runTag} (all roles) — read-only`);
  await page.goto('/system/group');
  await expect(page.locator('main h1:visible')).toHaveText('Group');
  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/system\/access$/);
  await expect(page.getByTestId('view-as-banner')).toHaveCount(0);
});
