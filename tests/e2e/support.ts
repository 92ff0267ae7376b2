import { expect, request, test, type Page } from '@playwright/test';

/**
 * Signs in through the API (the page's request context shares the browser's cookies) and opens the first
 * permitted page: a session of its own for each test, without rendering the form. The form's own journey is
 * `signInWithForm`.
 */
export async function signIn(page: Page, username = 'super', password = username) {
  const response = await page.request.post('/api/user/login', { data: { username, password } });
  const answer: { code: number; data: { status: string; token?: string } } = await response.json();
  expect(answer).toMatchObject({ code: 200, data: { status: 'ok' } });
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login/);
  // Where the form keeps it: the specs' API calls (`api()` in system-users-support.ts) send it as a bearer token.
  await page.evaluate((token) => localStorage.setItem('token', token ?? ''), answer.data.token);
}

/**
 * A user of the spec's own holding super's roles (super, admin, user). What follows a user is saved on the
 * server (theme, colour, language, sidebar, tabs: /api/user/preferences), so a spec that changes it signs in
 * as its own user: as `super` it would change the pages of every spec running alongside.
 */
export async function ownSuper(): Promise<{ username: string; password: string }> {
  // A request context of its own: super's sign-in leaves no cookie (session, language) in the page's browser.
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/user/login', { data: { username: 'super', password: 'super' } });
  const token: string = (await login.json()).data.token;
  const username = `own${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = `pw-${crypto.randomUUID()}`;
  const data = { name: 'Own Super', username, email: `${username}@example.com`, phone: '123456', group: '0003', roles: ['super', 'admin', 'user'], password };
  const added = await api.post('/api/system/users/add', { headers: { Authorization: `Bearer ${token}`, Locale: 'en' }, data });
  expect(added.status(), await added.text()).toBe(200);
  await api.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  await api.dispose();
  return { username, password };
}

/** Signs in as a user of the spec's own with super's roles (`ownSuper`); answers their credentials. */
export async function signInOwn(page: Page): Promise<{ username: string; password: string }> {
  const own = await ownSuper();
  await signIn(page, own.username, own.password);
  return own;
}

/**
 * Waits until a page's tree is in its tab. A full load renders the page in place and hands it to its tab
 * right after hydration (components/shell/tabs/kept-page.tsx), which mounts it anew: an element found before
 * that is detached by it (a click finds it again; a scroll or an evaluate does not).
 */
export async function inItsTab(page: Page, path: string) {
  await expect(page.locator(`[data-tab-page="${path}"]`)).toBeVisible();
}

/** Signs in as a person does: the form, typed and submitted. */
export async function signInWithForm(page: Page, username = 'super', password = username) {
  await openLogin(page);
  await page.getByLabel(/username|用户名/i).fill(username);
  await page.getByLabel(/password|密码/i).fill(password);
  await page.getByRole('button', { name: /^(login|登录)$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function switchRole(page: Page, role: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`role-${role}`).click();
}

/** Opens /login and waits until the form is interactive (hydrated). */
export async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^(login|登录)$/i })).toBeEnabled();
}

/**
 * After a save the form refused: react-hook-form focuses the first refused field at once and again on a
 * timer (`setTimeout(_focusError)`), and text typed elsewhere before that timer runs lands in that field.
 * Call it once the errors show (the timer is set by then): a timer set after it runs after it.
 */
export async function afterRefusedSave(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Waits until a closed picker (popover or select) has left the page. It stays mounted while its closing
 * animation runs (longer on a busy machine), and while it does it can cover its neighbour and is the top
 * layer: an Escape meant for the form around it closes nothing.
 */
export async function pickerClosed(page: Page) {
  await expect(pickerContent(page)).toHaveCount(0);
}

/** The content of the open (or closing) popovers and selects. */
export const pickerContent = (page: Page) => page.locator('[data-slot="popover-content"], [data-slot="select-content"]');

/** The page is no wider than the window: it does not scroll sideways, and the header's last button is in view. */
export async function tooWide(page: Page, width: number): Promise<string[]> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  const last = page.locator('header a[target="_blank"]');
  const box = (await last.count()) > 0 ? await last.boundingBox() : null;
  const pushedOff = box !== null && box.x + box.width > width;
  return scroll > client || pushedOff ? [`the page is ${scroll} px wide`] : [];
}

/**
 * A screenshot for a person to look at, taken when `E2E_SCREENS=1` (test-results/): a run that only tests
 * takes none, as each costs a frame drawn in software. A check that reads pixels calls page.screenshot itself.
 */
export async function lookAt(page: Page, options: { path: string; fullPage?: boolean }) {
  if (process.env.E2E_SCREENS === '1') await page.screenshot(options);
}
