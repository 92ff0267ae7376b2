import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';
import { expectToast } from './system-trees-support';

// Export CSV takes every row the filters match, not the page on screen: the file's data rows equal
// the table's total, the header is in the page's language, and the toast says how many arrived. (The header
// and cells in Chinese, and every resource's rows and filters: tests/api/csv-export.test.ts.)

async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = '', ...rows] = text.slice(1).trimEnd().split('\r\n');
  return { name: file.suggestedFilename(), header, rows };
}

const total = async (page: Page) => Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));

test('users: a filtered export holds every match, not the page, with the header and toast in en', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user?field=username&value=user01&sort=username&order=desc&size=5');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(5);
  const matches = await total(page);
  expect(matches).toBe(10);
  const csv = await download(page);
  expect(csv.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.header).toBe('Name,UserName,Email,Phone,GroupName,Status,Create Time,Roles,Permissions');
  expect(csv.rows).toHaveLength(matches);
  // The list's sort, across pages: user019 first, user010 last.
  expect(csv.rows[0]).toMatch(/^User019,user019,/);
  expect(csv.rows.at(-1)).toMatch(/^User010,user010,/);
  await expectToast(page, `Exported ${matches} users`);
});

test('roles, groups, permissions and audit export too, and the toast counts the rows received', async ({ page }) => {
  await signIn(page);
  // One write (a role enabled that already is), so the audit trail has an entry to export.
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const headers = { 'content-type': 'application/json', locale: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch('/api/system/roles/edit', { method: 'POST', headers, body: JSON.stringify({ id: '0003', status: '1' }) });
    return res.status;
  });
  expect(status).toBe(200);
  for (const [path, header, noun] of [
    ['/system/role', 'RoleName,RoleId,Status,Data scope,Create Time,Permissions', ['role', 'roles']],
    ['/system/group?name=dev', 'Name,Id,Status,Create Time,Order,Parent Group,Brother Group', ['group', 'groups']],
    ['/system/permission?path=/system', 'Name,Id,Path,Action,Type,Status,Create Time,Order,Parent Permission,Brother Permission', ['permission', 'permissions']],
    ['/system/audit', 'Time,User,Action,Entity,IDs', ['audit entry', 'audit entries']],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('export-csv')).toBeEnabled();
    const csv = await download(page);
    expect(csv.header, path).toBe(header);
    expect(csv.rows.length, path).toBeGreaterThan(0);
    await expectToast(page, `Exported ${csv.rows.length} ${noun[csv.rows.length === 1 ? 0 : 1]}`);
  }
});
