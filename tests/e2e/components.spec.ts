import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pickerContent, signIn } from './support';

// The four component demo pages: what a person does on each (toasts, the form's validation and
// submit, the table's sort / filter / select / paging and the 10,000-row virtual scroll), then every
// page in dark, in Chinese and at phone width. Fails on any console error; saves screenshots.
const pages = ['general', 'form', 'table', 'custom'] as const;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/screens/component-${name}.png`, fullPage });

// Sign in once (scrypt is slow on purpose) and start every test from that session.
const session = 'test-results/e2e/components-session.json';
test.beforeAll(async ({ browser }) => {
  // Contexts made here take the file's options too: start this one without the (not yet saved) session.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page);
  await context.storageState({ path: session });
  await context.close();
});
test.use({ storageState: session });

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

async function setup(context: BrowserContext, locale: 'en' | 'zh', mode: 'light' | 'dark') {
  await context.addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
  await context.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
}

test('general: every toast kind appears', async ({ page, context }) => {
  await setup(context, 'en', 'light');
  const problems = watchConsole(page);
  await page.goto('/component/general');
  await expect(page.getByRole('heading', { level: 1, name: 'General', exact: true })).toBeVisible();
  const toasts = [
    ['default', 'Event has been created'],
    ['success', 'Saved successfully'],
    ['info', 'A new version is available'],
    ['warning', 'Your session expires in 5 minutes'],
    ['error', 'Something went wrong'],
    ['loading', 'Uploading files…'],
    ['description', 'Meeting scheduled'],
    ['action', 'Message archived'],
    ['promise', 'Generating report…'],
  ] as const;
  for (const [kind, text] of toasts) {
    await page.getByTestId(`toast-${kind}`).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
  }
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'report.pdf is ready' })).toBeVisible();
  await page.getByTestId('context-area').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: /Reload/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'general-light-en');
  expect(problems).toEqual([]);
});

test('form: empty submit shows each field its message; valid values are shown after submit', async ({ page, context }) => {
  test.slow(); // some twenty fields, each filled the way a person would
  await setup(context, 'en', 'light');
  const problems = watchConsole(page);
  await page.goto('/component/form');
  const field = (name: string) => page.getByTestId(`field-${name}`);

  await page.getByTestId('form-submit').click();
  const expected = {
    username: 'Username must be at least 4 characters.',
    email: 'Invalid email address.',
    password: 'Password must be at least 8 characters.',
    age: 'Please enter your age.',
    role: 'Please select a role.',
    country: 'Please select a country or region.',
    skills: 'Choose at least 2 skills.',
    department: 'Please select a department.',
    plan: 'Please choose a plan.',
    birthday: 'Please pick your date of birth.',
    stay: 'Please pick a start and an end date.',
    meeting: 'Please enter a time.',
    attachments: 'Please attach at least one file.',
    rating: 'Please give a rating.',
    otp: 'Enter the 6-digit code.',
    terms: 'You must accept the terms.',
  };
  for (const [name, message] of Object.entries(expected)) {
    await expect(field(name).locator('[data-slot="form-message"]')).toHaveText(message);
  }
  await shot(page, 'form-errors-en');

  await field('username').getByRole('textbox').fill('ada_lovelace');
  await field('email').getByRole('textbox').fill('ada@example.com');
  await field('password').locator('input').fill('analytical1');
  await field('confirm').locator('input').fill('analytical1');
  await field('age').locator('input').fill('36');
  await field('bio').locator('textarea').fill('First programmer.');
  // Each popover must be gone before the next opens: a closing one can still cover its neighbour.
  const popover = pickerContent(page);
  const pick = async (name: string, option: string | RegExp, search?: string) => {
    await field(name).getByRole('combobox').click();
    if (search) await page.getByPlaceholder('Search…').fill(search);
    await page.getByRole('option', { name: option }).click();
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  };
  await pick('role', 'Developer');
  await pick('country', /Japan/, 'japan');
  await field('skills').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Front end' }).click();
  await page.getByRole('option', { name: 'Design' }).click();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await field('department').getByRole('combobox').click();
  await page.getByTestId('tree-option-eng-fe').click();
  await expect(popover).toHaveCount(0);
  await field('plan').getByRole('radio', { name: 'Pro' }).click();
  const days = popover.locator('[data-slot="calendar"] button[data-day]');
  await field('birthday').getByRole('button').click();
  await days.filter({ hasText: /^1$/ }).first().click();
  await expect(popover).toHaveCount(0);
  await field('stay').getByRole('button').click();
  await days.filter({ hasText: /^10$/ }).first().click();
  await days.filter({ hasText: /^14$/ }).first().click();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await field('meeting').locator('input').fill('10:30');
  await field('attachments')
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(field('attachments').getByText('Uploaded')).toBeVisible();
  await field('rating').getByRole('radio', { name: '4 stars' }).click();
  await field('otp').locator('input').fill('123456');
  await field('terms').getByRole('checkbox').click();
  await page.getByTestId('form-submit').click();

  const values = page.getByTestId('submitted-values');
  await expect(values).toBeVisible();
  for (const text of ['"username": "ada_lovelace"', '"country": "JP"', '"department": "eng-fe"', '"plan": "pro"', '"rating": 4', '"otp": "123456"', 'notes.txt']) {
    await expect(values).toContainText(text);
  }
  await page.getByRole('button', { name: 'Close' }).first().click();
  expect(problems).toEqual([]);
});

test('table: sort, filter, select, paginate, and the virtual table scrolls to its last row', async ({ page, context }) => {
  await setup(context, 'en', 'light');
  const problems = watchConsole(page);
  await page.goto('/component/table');
  const table = page.getByTestId('employee-table');
  const rows = table.locator('tbody tr[data-row-id]');
  await expect(rows).toHaveCount(10);

  // Sort by age, ascending then descending.
  const ageHeader = table.locator('thead th').filter({ hasText: 'Age' });
  await ageHeader.getByRole('button', { name: 'Age', exact: true }).click();
  await expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
  const ages = async () => (await rows.locator('td:nth-child(8)').allInnerTexts()).map(Number);
  const asc = await ages();
  expect(asc).toEqual([...asc].sort((a, b) => a - b));
  await ageHeader.getByRole('button', { name: 'Age', exact: true }).click();
  await expect(ageHeader).toHaveAttribute('aria-sort', 'descending');

  // Global fuzzy search, then a faceted filter.
  await page.getByTestId('table-search').fill('EMP-00042');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-row-id', 'EMP-00042');
  await page.getByTestId('table-search').fill('');
  await page.getByTestId('facet-status').click();
  await page.getByRole('option', { name: /On leave/ }).click();
  await page.keyboard.press('Escape');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.locator('td:nth-child(7)').allInnerTexts()) expect(text.trim()).toBe('On leave');

  // Select rows, then page.
  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  await expect(page.getByTestId('selection-bar')).toContainText('2 selected');
  await expect(page.getByTestId('page-status')).toHaveText(/^Page 1 of \d+$/);
  await page.getByTestId('page-next').click();
  await expect(page.getByTestId('page-status')).toHaveText(/^Page 2 of \d+$/);
  await shot(page, 'table-light-en');

  // 10,000 rows, far fewer in the DOM; scroll to the end and see the last one.
  const scroller = page.getByTestId('virtual-scroll');
  await scroller.scrollIntoViewIfNeeded();
  const rendered = scroller.locator('[role=row][data-row-id]');
  await expect(rendered.first()).toBeVisible();
  expect(await rendered.count()).toBeLessThan(100);
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(scroller.locator('[data-row-id="EMP-10000"]')).toBeVisible();
  expect(await rendered.count()).toBeLessThan(100);
  await expect(page.getByTestId('virtual-stats')).toContainText('10,000');
  expect(problems).toEqual([]);
});

test('custom: transfer list and steps respond', async ({ page, context }) => {
  await setup(context, 'en', 'light');
  const problems = watchConsole(page);
  await page.goto('/component/custom');
  const source = page.getByTestId('transfer-source');
  await source.getByRole('checkbox', { name: 'Ada Lovelace' }).click();
  await page.getByTestId('transfer-right').click();
  await expect(page.getByTestId('transfer-target')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('transfer-value')).toContainText('ada');
  await page.getByTestId('steps-next').click();
  await expect(page.getByTestId('steps-status')).toHaveText('Step 3 of 4');
  await shot(page, 'custom-light-en');
  expect(problems).toEqual([]);
});

const variants = [
  { name: 'dark-en', mode: 'dark', locale: 'en', width: 1280, title: { general: 'General', form: 'Form', table: 'Table', custom: 'Custom' } },
  { name: 'light-zh', mode: 'light', locale: 'zh', width: 1280, title: { general: '通用组件', form: '表单组件', table: '表格组件', custom: '自定义组件' } },
  { name: 'mobile-dark-zh', mode: 'dark', locale: 'zh', width: 390, title: { general: '通用组件', form: '表单组件', table: '表格组件', custom: '自定义组件' } },
] as const;

for (const v of variants) {
  test(`every component page renders: ${v.name}`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: 844 });
    await setup(context, v.locale, v.mode);
    const problems = watchConsole(page);
      for (const name of pages) {
      await page.goto(`/component/${name}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(v.mode));
      await expect(page.getByRole('heading', { level: 1, name: v.title[name], exact: true })).toBeVisible();
      if (name === 'form' && v.locale === 'zh') {
        await page.getByTestId('form-submit').click();
        await expect(page.getByTestId('field-username').locator('[data-slot="form-message"]')).toHaveText('用户名至少需要 4 个字符。');
      }
      if (v.width < 768) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(1);
      }
      await shot(page, `${name}-${v.name}`, false);
    }
    expect(problems).toEqual([]);
  });
}
