import { expect, type Browser, type Page } from '@playwright/test';
import { pickerClosed, signIn } from './support';
import { expectToast, type Locale } from './system-trees-support';

// Helpers of system-users.spec.ts and system-roles.spec.ts: texts per language, the user form, rows.

export const userText = {
  en: {
    success: 'Success',
    /** a form's save: the toast names the record ("User “alice” added") */
    saved: /“[^”]+” (added|saved)/,
    name: 'Name must be at least 2 characters.',
    username: 'Username must be at least 4 characters.',
    email: 'Invalid email address.',
    phone: 'Invalid phone number.',
    password: 'Password must be at least 8 characters.',
    required: 'Required.',
    role: 'RoleId: at least 2 English letters.',
    roleName: 'RoleName must be at least 2 characters.',
    usernameTaken: (u: string) => `The username ${u} is already taken.`,
    disableSelf: 'You cannot disable your own account.',
    inUse: (role: string) => `The role ${role} is held by 1 user(s); remove it from them first.`,
    userRole: 'User',
    empty: 'No data.',
  },
  zh: {
    success: '操作成功',
    saved: /已(添加|保存)\S*“[^”]+”/,
    name: '姓名至少2个字符。',
    username: '用户名至少4个字符。',
    email: '无效的邮箱地址。',
    phone: '无效的手机号。',
    password: '密码至少 8 个字符。',
    required: '必填。',
    role: '角色编码至少2个字符的纯英文。',
    roleName: '角色名称至少2个字符。',
    usernameTaken: (u: string) => `用户名 ${u} 已被使用。`,
    disableSelf: '不能停用自己的账号。',
    inUse: (role: string) => `角色 ${role} 仍被 1 个用户持有，请先解除。`,
    userRole: '普通用户',
    empty: '暂无数据',
  },
} as const;

/** Letters only (role codes allow nothing else), different per run so a retry does not collide. */
export const runTag = Date.now()
  .toString(36)
  .slice(-6)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');

/** The only row of a table filtered to one record. */
export const onlyRow = (page: Page) => page.locator('[data-row-id]');

/** Opens the row's action menu and picks an action. */
export async function rowMenu(page: Page, action: string) {
  await onlyRow(page).getByTestId('row-actions').click();
  await page.getByTestId(`action-${action}`).click();
}

export interface NewUser {
  name: string;
  username: string;
  email: string;
  phone: string;
  /** '' leaves it to the server (which then answers it once). */
  password: string;
  group: string;
  roles: readonly string[];
}

/** Fills the add-user form (group by id, roles by their shown names) and saves. */
export async function fillUserForm(page: Page, user: NewUser) {
  const form = page.getByTestId('user-form');
  await form.locator('#user-name').fill(user.name);
  await form.locator('#user-username').fill(user.username);
  await form.locator('#user-email').fill(user.email);
  await form.locator('#user-phone').fill(user.phone);
  if (user.password) await form.locator('#user-password').fill(user.password);
  await form.locator('#user-group').click();
  await page.getByTestId(`tree-option-${user.group}`).click();
  await pickerClosed(page);
  if (user.roles.length > 0) {
    await form.locator('#user-roles').click();
    for (const role of user.roles) await page.getByRole('option', { name: role, exact: true }).click();
    await page.keyboard.press('Escape');
    await pickerClosed(page);
  }
}

export async function saveForm(page: Page, locale: Locale) {
  await page.getByTestId('form-save').click();
  await expectToast(page, userText[locale].saved);
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** A second browser signed in as someone else (its own cookies and storage). */
export async function signInElsewhere(browser: Browser, baseURL: string | undefined, username: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username, password);
  return { page, close: () => context.close() };
}

/** The API as the page's session would call it, bypassing the client. */
export async function api(page: Page, method: 'post' | 'delete', path: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}`, Locale: 'en' };
  return page.request[method](`/api/${path}`, { headers, data });
}
