import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordForm } from '@/components/account/password-form';
import { HeaderBreadcrumbs } from '@/components/shell/header-breadcrumbs';
import { MenuProvider } from '@/components/shell/menu-context';
import { buildMenu } from '@/lib/menu';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi } from './support/api';
import { navigation } from './support/navigation';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { renderPage, shellUserWith } from './support/render';

// Issue 26, item 13: the account page's breadcrumb was empty; required fields were unmarked.

afterEach(() => navigation.reset());

describe('the breadcrumb', () => {
  const menu = buildMenu([{ id: '00', parentId: null, order: 0, path: '/dashboard', nameEn: 'Dashboard', nameZh: '仪表盘', icon: 'house' }]);
  const crumbs = () => within(screen.getByTestId('breadcrumbs')).queryAllByRole('listitem').map((item) => item.textContent);

  it('names the account page, which is no menu entry', () => {
    renderPage(
      <MenuProvider tree={menu}>
        <HeaderBreadcrumbs />
      </MenuProvider>,
      { url: '/account', user: { ...shellUserWith([]), currentMenuPermission: ['/dashboard'] } },
    );
    expect(crumbs()).toEqual(['Account']);
  });

  it('still follows the menu elsewhere', () => {
    renderPage(
      <MenuProvider tree={menu}>
        <HeaderBreadcrumbs />
      </MenuProvider>,
      { url: '/dashboard', user: { ...shellUserWith([]), currentMenuPermission: ['/dashboard'] } },
    );
    expect(crumbs()).toEqual(['Dashboard']);
  });
});

describe('required fields', () => {
  it('are marked in the kit form from the contract, and say so to assistive technology', async () => {
    fakeApi({ 'POST system/notices': pagedList(noticeList(1)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user: shellUserWith(noticeGrants) });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('notice-form');

    expect(within(dialog).getByText('Fields marked * are required.')).toBeVisible();
    const title = within(dialog).getByLabelText('Title (English)');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByTestId('required-notice-title-en')).toHaveAttribute('aria-hidden', 'true');
    // The switch always holds a value: no mark.
    expect(within(dialog).queryByTestId('required-notice-status')).toBeNull();
    const marked = [...dialog.querySelectorAll('[data-testid^="required-"]')].map((el) => el.getAttribute('data-testid'));
    expect(marked).toEqual(expect.arrayContaining(['required-notice-title-en', 'required-notice-title-zh', 'required-notice-start', 'required-notice-end']));
  });

  it('are marked on the edit form too, where the contract is partial', async () => {
    fakeApi({ 'POST system/notices': pagedList(noticeList(1)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user: shellUserWith(noticeGrants) });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
    await events.click(screen.getByLabelText('Actions: Notice 1'));
    await events.click(await screen.findByTestId('action-edit'));
    const dialog = await screen.findByTestId('notice-form');
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAttribute('aria-required', 'true');
  });

  it('are marked in the account’s password form', () => {
    renderPage(<PasswordForm username="admin" />, { url: '/account', user: shellUserWith([]) });
    const form = screen.getByTestId('password-form');
    expect(within(form).getByText('Fields marked * are required.')).toBeVisible();
    for (const input of form.querySelectorAll('input')) expect(input).toHaveAttribute('aria-required', 'true');
  });
});
