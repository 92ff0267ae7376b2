import { expect, test } from '@playwright/test';
import { lookAt, signIn } from './support';
import { api } from './system-users-support';

// The console's name changed on /system/setting shows in the shell at once (the sidebar) and in the window's
// title; the page is screenshotted. The name is put back after. (The name in the other language and in the
// phone's header, which reads the same setting: tests/component/console-name.test.tsx; the page in dark,
// Chinese and at 390 px: the page walk.)
const variants = [{ mode: 'light', locale: 'en', width: 1440, height: 900, edit: 'Edit', name: 'Console name' }] as const;

for (const v of variants) {
  test(`changes the console's name and sees it in the shell: ${v.mode}, ${v.locale}, ${v.width}px`, async ({ page, context }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await context.addCookies([{ name: 'locale', value: v.locale, url: 'http://127.0.0.1' }]);
    await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), v.mode);
    await signIn(page);
    const name = `Ops ${v.locale} ${v.mode}`;
    try {
      await page.goto('/system/setting');
      await lookAt(page, { path: `test-results/settings-${v.mode}-${v.locale}-${v.width}.png`, fullPage: true });
      await page.getByRole('button', { name: new RegExp(`: ${v.name}$`) }).first().click();
      await page.getByTestId('action-edit').click();
      const dialog = page.getByTestId('setting-form');
      await dialog.locator('#setting-value').fill(name);
      await lookAt(page, { path: `test-results/settings-edit-${v.mode}-${v.locale}-${v.width}.png` });
      await dialog.getByTestId('form-save').click();
      await expect(dialog).toBeHidden();
      const shown = v.width < 768 ? page.getByTestId('header-console-name') : page.getByTestId('console-name');
      await expect(shown).toHaveText(name);
      await expect(page).toHaveTitle(new RegExp(name));
    } finally {
      expect((await api(page, 'delete', 'system/settings', ['consoleName'])).ok()).toBe(true);
    }
  });
}
