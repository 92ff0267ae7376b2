import { expect, type BrowserContext, type Page } from '@playwright/test';

// Helpers of system-trees.spec.ts: texts per language, row actions, the add/move/delete flow of a tree.

export type Locale = 'en' | 'zh';

export const text = {
  en: {
    success: 'Success',
    /** a form's save: the toast names the record ("Group “X” added") */
    saved: /“[^”]+” (added|saved)/,
    groupId: 'GroupId: at least 2 English letters or numbers.',
    groupName: 'GroupName must be at least 2 characters.',
    permissionId: 'Id: at least 2 English letters or numbers.',
    name: 'Name must be at least 2 characters.',
    path: 'Path: starts with / and uses only a-z, 0-9, -, _ and single slashes.',
    required: 'Required.',
    duplicate: (id: string) => `The id ${id} is already in use.`,
  },
  zh: {
    success: '操作成功',
    saved: /已(添加|保存)\S*“[^”]+”/,
    groupId: '组织编码至少2个字符的英文或数字。',
    groupName: '组织名称至少2个字符。',
    permissionId: '编码至少2个字符的英文或数字。',
    name: '姓名至少2个字符。',
    path: '路径须以 / 开头，只能包含 a-z、0-9、-、_ 和单个斜杠。',
    required: '必填。',
    duplicate: (id: string) => `编码 ${id} 已被使用。`,
  },
} as const;

export async function useLocale(context: BrowserContext, locale: Locale, mode: 'light' | 'dark' = 'light') {
  await context.addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
  await context.addInitScript(
    ({ l, m }) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('theme-mode', m);
    },
    { l: locale, m: mode },
  );
}

/** The ids of the table's rows in display order, keeping only `ids`. */
export async function orderOf(page: Page, ids: readonly string[]) {
  const all = await page.locator('[data-row-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')));
  return all.filter((id): id is string => id !== null && ids.includes(id));
}

export async function rowAction(page: Page, id: string, action: string) {
  await page.locator(`[data-row-id="${id}"]`).getByTestId('row-actions').click();
  await page.getByTestId(`action-${action}`).click();
}

export async function expectToast(page: Page, message: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message }).first()).toBeVisible();
}

export async function save(page: Page, locale: Locale) {
  await page.getByTestId('form-save').click();
  await expectToast(page, text[locale].saved);
  await expect(page.getByRole('dialog')).toBeHidden();
}

export interface TreeCase {
  page: string;
  form: string;
  parent: string;
  /** The parent's children in seed order; the first gets a brother. */
  children: readonly string[];
  fill: (page: Page, id: string) => Promise<void>;
}

export const groupCase: TreeCase = {
  page: '/system/group',
  form: 'group',
  parent: '0003',
  children: ['000301', '000302', '000303'],
  fill: async (page, id) => {
    await page.locator('#group-id').fill(id);
    await page.locator('#group-name-en').fill(`Group ${id}`);
    await page.locator('#group-name-zh').fill(`组织 ${id}`);
  },
};

export const permissionCase: TreeCase = {
  page: '/system/permission',
  form: 'permission',
  parent: '0005',
  // System's pages in their seeded order: the reference's, then each registered resource's (resources/index.ts).
  children: ['000500', '000501', '000503', '000504', '000505', '000506', '000507', '000508', '000519', '000520', '000529', '000530', '000509', '000535', '000531'],
  fill: async (page, id) => {
    await page.locator('#permission-id').fill(id);
    await page.locator('#permission-name-en').fill(`Menu ${id}`);
    await page.locator('#permission-name-zh').fill(`菜单 ${id}`);
    await page.locator('#permission-path').fill(`/system/${id.toLowerCase()}`);
  },
};

// New ids differ per run and attempt, so a retry against the same server does not collide.
const runId = Date.now().toString(36).slice(-5).toUpperCase();

/** Add a child (last) and a brother (right after), move the child up, top and down, (reload,) bulk delete both. */
export async function treeFlow(page: Page, locale: Locale, tree: TreeCase, { reload }: { reload: boolean }) {
  await page.goto(tree.page);
  await expect(page.locator(`[data-row-id="${tree.parent}"]`)).toBeVisible();
  const child = `E${runId}${locale.toUpperCase()}C`;
  const brother = `E${runId}${locale.toUpperCase()}B`;
  const [first = '', ...rest] = tree.children;

  await rowAction(page, tree.parent, 'addChild');
  await tree.fill(page, child);
  await save(page, locale);
  await expect.poll(() => orderOf(page, [...tree.children, child])).toEqual([...tree.children, child]);

  await rowAction(page, first, 'addBrother');
  await tree.fill(page, brother);
  await save(page, locale);
  const afterAdd = [first, brother, ...rest, child];
  await expect.poll(() => orderOf(page, afterAdd)).toEqual(afterAdd);

  const without = afterAdd.filter((id) => id !== child);
  await rowAction(page, child, 'moveUp');
  await expect.poll(() => orderOf(page, afterAdd)).toEqual([...without.slice(0, -1), child, ...without.slice(-1)]);
  await rowAction(page, child, 'moveTop');
  await expect.poll(() => orderOf(page, afterAdd)).toEqual([child, ...without]);
  await rowAction(page, child, 'moveDown');
  const final = [first, child, ...without.slice(1)];
  await expect.poll(() => orderOf(page, afterAdd)).toEqual(final);
  await expectToast(page, text[locale].success);

  if (reload) {
    await page.reload();
    await expect.poll(() => orderOf(page, afterAdd)).toEqual(final);
    // Edit keeps the place: only the name of the page's language changes.
    await rowAction(page, child, 'edit');
    await page.locator(`#${tree.form}-name-${locale}`).fill(`Renamed ${child}`);
    await save(page, locale);
    await expect(page.locator(`[data-row-id="${child}"]`)).toContainText(`Renamed ${child}`);
    await expect.poll(() => orderOf(page, afterAdd)).toEqual(final);
  }

  // Select both new rows and delete them together, after a confirmation that names them.
  for (const id of [child, brother]) await page.locator(`[data-row-id="${id}"]`).getByRole('checkbox').click();
  await page.getByTestId('bulk-delete').click();
  const items = page.getByTestId('confirm-items');
  await expect(items).toContainText(`(${child}`);
  await expect(items).toContainText(`(${brother}`);
  await page.getByTestId('confirm').click();
  await expectToast(page, text[locale].success);
  await expect.poll(() => orderOf(page, afterAdd)).toEqual(tree.children);
  await expect(page.getByTestId('selection-bar')).toBeHidden();
}
