import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavUser } from '@/components/shell/nav-user';
import { SidebarProvider } from '@/components/ui/sidebar';
import type { ShellUser } from '@/lib/auth/shell-user';
import { renderPage, shellUserWith } from './support/render';

// The sidebar's user menu: the avatar of whoever is signed in (issue 26, item 2); the role switcher says
// it switches roles (item 3).

const renderMenu = (user: ShellUser) =>
  renderPage(
    <SidebarProvider>
      <NavUser />
    </SidebarProvider>,
    { url: '/', user },
  );

const avatar = () => within(screen.getByTestId('user-menu')).getByText(/./, { selector: '[data-slot="avatar-fallback"]' });

describe('NavUser', () => {
  it('shows the first letters of two Latin words', () => {
    renderMenu({ ...shellUserWith([]), name: 'Ann Lee', username: 'ann' });
    expect(avatar()).toHaveTextContent(/^AL$/);
  });

  it('shows the first character of a CJK name', () => {
    renderMenu({ ...shellUserWith([]), name: '张三', username: 'zhang' });
    expect(avatar()).toHaveTextContent(/^张$/);
  });

  it('falls back to the username without a name', () => {
    renderMenu({ ...shellUserWith([]), name: '', username: 'bob' });
    expect(avatar()).toHaveTextContent(/^B$/);
  });
});

describe('NavUser role switcher', () => {
  it('is headed as the current role and offers all roles first', async () => {
    const { user } = renderMenu({ ...shellUserWith([]), roles: [{ role: 'admin', name: 'Admin' }, { role: 'auditor', name: 'Auditor' }], currentRole: 'all' });
    await user.click(screen.getByTestId('user-menu'));
    const group = await screen.findByRole('group', { name: 'Current role' });
    expect(within(group).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['All roles', 'Admin', 'Auditor']);
    expect(screen.getByText('Current role')).toBeVisible();
  });
});
