import { expect, test, type Page } from '@playwright/test';
import { lookAt, openLogin, signInOwn } from './support';

// The shell's menus open without a console error or hydration warning (the user menu at a desktop's width,
// the sidebar's sheet at a phone's), in the two mixes of mode and language the page walk does not take
// (page-walk.spec.ts reads every page in light English and dark Chinese); saves screenshots to look at.
const variants = [
  { mode: 'light', locale: 'zh', width: 1280, height: 800 },
  { mode: 'dark', locale: 'en', width: 390, height: 844 },
] as const;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

for (const v of variants) {
  test(`shell renders cleanly: ${v.mode}, ${v.locale}, ${v.width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await context.addCookies([{ name: 'locale', value: v.locale, url: 'http://127.0.0.1' }]);
    await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), v.mode);
    const problems = watchConsole(page);
    const name = `${v.mode}-${v.locale}-${v.width}`;
    await openLogin(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(v.mode));
    await lookAt(page, { path: `test-results/screens/login-${name}.png` });
    await signInOwn(page);
    await expect(page.getByTestId('summary-users')).toBeVisible();
    await lookAt(page, { path: `test-results/screens/dashboard-${name}.png` });
    if (v.width < 768) {
      await page.locator('[data-sidebar="trigger"]').click();
      await expect(page.locator('[data-mobile="true"]')).toBeVisible();
    } else {
      await page.getByTestId('user-menu').click();
    }
    await lookAt(page, { path: `test-results/screens/menu-${name}.png` });
    expect(problems).toEqual([]);
  });
}
