import { expect, test } from '@playwright/test';
import { afterRefusedSave, signInOwn } from './support';
import { useLocale } from './system-trees-support';
import { api, onlyRow, rowMenu, runTag, saveForm } from './system-users-support';

// Both names of a role, edited in its form and shown per language; the users page's status filter.

test('a role keeps both names: edited in the form, shown in the current language after a reload', async ({ page, context }) => {
  const code = `names${runTag}`;
  await useLocale(context, 'en');
  await signInOwn(page);
  expect((await api(page, 'post', 'system/roles/add', { role: code, nameEn: 'Reviewer', nameZh: '评审' })).ok()).toBe(true);

  await page.goto(`/system/role?role=${code}`);
  await rowMenu(page, 'edit');
  // Both names are prefilled; an empty Chinese name is refused under its own field.
  await expect(page.locator('#role-name-en')).toHaveValue('Reviewer');
  await expect(page.locator('#role-name-zh')).toHaveValue('评审');
  await page.locator('#role-name-zh').fill('');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('error-role-name-zh')).toHaveText('RoleName must be at least 2 characters.');
  await expect(page.getByTestId('error-role-name-en')).toHaveCount(0);
  await expect(page.locator('#role-name-zh')).toBeFocused();
  await afterRefusedSave(page);
  await page.locator('#role-name-en').fill(`Chief reviewer ${runTag}`);
  await page.locator('#role-name-zh').fill(`首席评审 ${runTag}`);
  await saveForm(page, 'en');

  await page.reload();
  await expect(onlyRow(page)).toContainText(`Chief reviewer ${runTag}`);
  await page.getByTestId('locale-switcher').click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(onlyRow(page)).toContainText(`首席评审 ${runTag}`);
  await expect(onlyRow(page)).not.toContainText('Chief reviewer');
  await rowMenu(page, 'edit');
  await expect(page.locator('#role-name-en')).toHaveValue(`Chief reviewer ${runTag}`);
  await expect(page.locator('#role-name-zh')).toHaveValue(`首席评审 ${runTag}`);
  await page.keyboard.press('Escape');

  const id = await onlyRow(page).getAttribute('data-row-id');
  expect((await api(page, 'delete', 'system/roles', [id])).ok()).toBe(true);
});

test('the users page filters by status through the URL, with the right total', async ({ page, context }) => {
  await useLocale(context, 'en');
  await signInOwn(page);
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const username = `off${runTag}${n}`;
    const body = { name: `Off ${n}`, username, email: `${username}@example.com`, phone: '13700000000', group: '0001', status: '0', password: 'off-pass' };
    const res = await api(page, 'post', 'system/users/add', body);
    expect(res.ok()).toBe(true);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  // Whatever other specs leave behind or disable meanwhile, the page's total is the server's count of
  // disabled users, read just before or just after the page shows it.
  const disabledTotal = async () => {
    const counted = await api(page, 'post', 'system/users', { status: '0' });
    return ((await counted.json()) as { data: { total: number } }).data.total;
  };
  const before = await disabledTotal();

  await page.goto('/system/user');
  await page.getByTestId('status-filter').click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await expect(page).toHaveURL(/status=0/);
  const shown = async () => Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));
  await expect.poll(async () => [before, await disabledTotal()].includes(await shown()), { message: 'the total is the server count' }).toBe(true);
  const switches = page.locator('tbody tr[data-row-id]').getByRole('switch');
  await expect(switches.first()).toBeVisible();
  for (const state of await switches.evaluateAll((all) => all.map((s) => s.getAttribute('aria-checked')))) expect(state).toBe('false');

  // Kept through a reload, and combined with the text filter: only this run's two users.
  await page.goto(`/system/user?field=username&value=off${runTag}&status=0`);
  await expect(page.getByTestId('table-total')).toHaveText('2 in total');
  expect(await page.locator('tbody tr[data-row-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')))).toEqual(ids);
  await page.reload();
  await expect(page.getByTestId('status-filter')).toContainText('Disabled');
  await expect(page.getByTestId('table-total')).toHaveText('2 in total');
  await page.getByTestId('status-filter').click();
  await page.getByRole('option', { name: 'Enabled' }).click();
  await expect(page).not.toHaveURL(/status=0/);
  await expect(page.getByTestId('table-empty')).toBeVisible();

  expect((await api(page, 'delete', 'system/users', ids)).ok()).toBe(true);
});
