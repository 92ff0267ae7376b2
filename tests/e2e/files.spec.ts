import { expect, test } from '@playwright/test';
import { inItsTab, signInOwn } from './support';

// Issue 31: one's avatar on the account page shows in the user menu; a users' spreadsheet with two bad
// rows is refused row by row in the dry run (each error naming its field), then fixed and committed.

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const header = 'username,name,email,phone,group,status,roles';

test('an avatar shows in the user menu; an import shows two bad rows, then commits the fixed file', async ({ page }) => {
  await signInOwn(page);
  await page.goto('/account');
  await inItsTab(page, '/account');
  const menu = page.getByTestId('user-menu');
  await expect(menu.getByTestId('avatar-image')).toHaveCount(0);
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('avatar').getByTestId('avatar-image')).toBeVisible();
  await expect(menu.getByTestId('avatar-image')).toBeVisible();

  const stamp = Date.now().toString(36);
  const row = (n: number, email: string, group: string) => `e2eimp${stamp}${n},Imported ${n},${email},13800138000,${group},0,user`;
  const csv = (...rows: string[]) => ({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });
  await page.goto('/system/user');
  await inItsTab(page, '/system/user');
  await page.getByTestId('import').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByTestId('import-file').setInputFiles(csv(row(1, 'not-an-email', '0002'), row(2, `b${stamp}@example.com`, '9999')));
  const errors = dialog.locator('[data-testid="import-rows"] tr[data-action="error"]');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('email:');
  await expect(errors.nth(1)).toContainText('group:');
  await expect(dialog.getByTestId('import-commit')).toBeDisabled();

  await dialog.getByTestId('import-file').setInputFiles(csv(row(1, `a${stamp}@example.com`, '0002'), row(2, `b${stamp}@example.com`, '0002')));
  await expect(dialog.locator('[data-testid="import-rows"] tr[data-action="create"]')).toHaveCount(2);
  await dialog.getByTestId('import-commit').click();
  await expect(dialog).toBeHidden();
  await page.goto(`/system/user?field=username&value=e2eimp${stamp}`);
  await expect(page.getByTestId('table-total')).toHaveText('2 in total');
});
