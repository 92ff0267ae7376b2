import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { afterRefusedSave, signIn } from './support';
import { expectToast, useLocale, type Locale } from './system-trees-support';
import { fillUserForm, onlyRow, rowMenu, runTag, saveForm, signInElsewhere, userText } from './system-users-support';

// The user page: every form message on its field, then a user's whole life (create, edit, reset and
// sign in with the new password, disable, delete) in English; the URL keeps filter, sort and page. The
// form in Chinese (its messages, a taken username, the password the server chooses shown once) is a
// component test: tests/component/zh-forms.test.tsx.

/** Saving an empty add form shows each rule's message on its field; a taken username is the server's 409, shown under its field with the form kept. */
async function validation(page: Page, locale: Locale) {
  const x = userText[locale];
  await page.getByTestId('add').click();
  await page.locator('#user-password').fill('abc');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-user-name')).toHaveText(x.name);
  await expect(page.getByTestId('error-user-username')).toHaveText(x.username);
  await expect(page.getByTestId('error-user-email')).toHaveText(x.email);
  await expect(page.getByTestId('error-user-phone')).toHaveText(x.phone);
  await expect(page.getByTestId('error-user-password')).toHaveText(x.password);
  await expect(page.getByTestId('error-user-group')).toHaveText(x.required);
  await expect(page.locator('#user-email')).toHaveAttribute('aria-invalid', 'true');
  await afterRefusedSave(page);
  await fillUserForm(page, { name: 'Taken', username: 'user000', email: 'taken@example.com', phone: '13800000000', password: 'secret-pass', group: '0001', roles: [] });
  await expect(page.getByTestId('error-user-name')).toHaveCount(0);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-user-username')).toHaveText(x.usernameTaken('user000'));
  await expect(page.getByTestId('user-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function lifecycle(page: Page, locale: Locale, open: (username: string, password: string) => ReturnType<typeof signInElsewhere>) {
  const x = userText[locale];
  const username = `e2e.${runTag}.${locale}`;
  await page.goto('/system/user');
  await validation(page, locale);

  await page.getByTestId('add').click();
  await fillUserForm(page, {
    name: `E2E ${locale}`,
    username,
    email: `${username}@example.com`,
    phone: '+86 138-0000-0000',
    // zh leaves the password to the server, which answers it once.
    password: locale === 'en' ? 'first-pass' : '',
    group: '000302',
    roles: [x.userRole],
  });
  await page.getByTestId('tree-check-0000').click();
  if (locale === 'en') await saveForm(page, locale);
  else {
    await page.getByTestId('form-save').click();
    await expectToast(page, x.saved);
    await expect(page.getByTestId('new-password')).toHaveValue(/^\S{16}$/);
    await page.getByTestId('password-dialog').getByRole('button', { name: '完成' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // The new user, found by a username filter: group, role and own permission as saved.
  await page.goto(`/system/user?field=username&value=${username}`);
  await expect(onlyRow(page)).toHaveCount(1);
  await expect(onlyRow(page)).toContainText(locale === 'en' ? 'Development 2 Department' : '研发2部');
  await expect(onlyRow(page)).toContainText(x.userRole);

  await rowMenu(page, 'edit');
  await expect(page.locator('#user-password')).toHaveCount(0);
  await page.locator('#user-name').fill(`E2E ${locale} renamed`);
  await saveForm(page, locale);
  await expect(onlyRow(page)).toContainText(`E2E ${locale} renamed`);

  // Reset: the new password is shown once and signs the user in; the old one no longer does.
  await rowMenu(page, 'reset');
  await expect(page.getByTestId('confirm-items')).toContainText(`(${username})`);
  await page.getByTestId('confirm').click();
  await expectToast(page, x.success);
  const password = await page.getByTestId('new-password').inputValue();
  expect(password).toMatch(/^\S{16}$/);
  await page.getByTestId('password-dialog').getByRole('button', { name: locale === 'en' ? 'Done' : '完成' }).click();
  const other = await open(username, password);
  await expect(other.page).toHaveURL(/\/dashboard$/);

  // Disable: the switch turns off and the user's session dies at once.
  const toggle = onlyRow(page).getByRole('switch');
  await toggle.click();
  await expectToast(page, x.success);
  await expect(toggle).not.toBeChecked();
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login\?next=/);
  await other.close();

  await rowMenu(page, 'delete');
  await expect(page.getByTestId('confirm-items')).toHaveText(`E2E ${locale} renamed (${username})`);
  await page.getByTestId('confirm').click();
  await expectToast(page, x.success);
  await expect(page.getByTestId('table-empty')).toHaveText(x.empty);
}

test('en: validation, create, edit, reset and sign in, disable, delete; own account not offered', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  await useLocale(context, 'en');
  await signIn(page);
  await lifecycle(page, 'en', (u, p) => signInElsewhere(browser, baseURL, u, p));

  // The server refuses one's own disable and delete (409), so the row says why instead of offering them.
  await page.goto('/system/user?field=username&value=super');
  await expect(onlyRow(page).getByRole('switch')).toBeDisabled();
  await expect(onlyRow(page).locator('[data-refusal]')).toHaveAttribute('data-refusal', userText.en.disableSelf.replace(/\.$/, ''));
  await expect(onlyRow(page).getByRole('switch')).toBeChecked();
  await onlyRow(page).getByTestId('row-actions').click();
  await expect(page.getByTestId('action-delete')).toHaveAttribute('data-disabled', '');
  await page.keyboard.press('Escape');
});

test('filter, group, sort and page live in the URL; columns and CSV follow the view', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user');
  await page.getByTestId('filter-field').click();
  await page.getByRole('option', { name: 'UserName' }).click();
  // The field applies at once (the inputs then follow the URL): wait for it before typing.
  await expect(page).toHaveURL(/field=username/);
  await page.getByTestId('filter-value').fill('user0');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/field=username&value=user0/);
  await expect(page.getByTestId('table-total')).toHaveText('23 in total');

  // A group lists its whole subtree: Development (0003) holds its three departments' users too.
  await page.getByTestId('filter-group').getByRole('combobox').click();
  await page.getByTestId('tree-option-0003').click();
  await expect(page).toHaveURL(/group=0003/);
  await expect(page.getByTestId('table-total')).toHaveText('15 in total');

  await page.getByTestId('filter-value').fill('user01');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/value=user01/);
  const header = page.getByRole('button', { name: 'UserName', exact: true });
  await header.click();
  await expect(page).toHaveURL(/sort=username&order=asc/);
  await header.click();
  await expect(page).toHaveURL(/sort=username&order=desc/);
  const names = () => page.locator('tbody tr[data-row-id] td:nth-child(3)').allTextContents();
  const expected = ['user017', 'user016', 'user015', 'user014', 'user011', 'user010'];
  await expect.poll(names).toEqual(expected);

  await page.reload();
  await expect(page.getByTestId('filter-value')).toHaveValue('user01');
  await expect(page.getByTestId('filter-group')).toContainText('Development Department');
  await expect(page.getByRole('columnheader', { name: 'UserName' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual(expected);

  // Paging: 2 per page, page 2 of 3, also after a reload.
  await page.goto('/system/user?field=username&value=user01&group=0003&sort=username&order=desc&size=2&page=2');
  await expect.poll(names).toEqual(expected.slice(2, 4));
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect.poll(names).toEqual(expected.slice(4));

  // Hide a column; the CSV has the visible columns and every matching row (all three pages), in the list's order.
  await page.getByTestId('column-menu').click();
  await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFName,UserName,Phone,GroupName,Status,Create Time,Roles,Permissions\r\n')).toBe(true);
  // (the seed dates the demo sign-ups back from the server's first day: lib/db/seed-dates.ts)
  expect(csv).toMatch(/\r\nUser011,user011,13800000011,Development 3 Department,Enabled,\d{4}-\d\d-\d\d 08:07:00,Super; Admin; User,Dashboard; Component\r\n/);
  expect(csv.trim().split('\r\n')).toHaveLength(1 + expected.length);

  // An empty result says so.
  await page.goto('/system/user?value=nobody-by-this-name');
  await expect(page.getByTestId('table-empty')).toHaveText('No data.');
});
