import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuProvider } from '@/components/shell/menu-context';
import { PageForbidden } from '@/components/shell/page-forbidden';
import { PageNotFound } from '@/components/shell/page-not-found';
import { useSession } from '@/components/shell/session-context';
import type { PageAccess } from '@/lib/auth/page-access';
import { buildMenu } from '@/lib/menu';
import { fakeApi, ok } from './support/api';
import { navigation } from './support/navigation';
import { renderPage, shellUserWith } from './support/render';

// Issue 26, item 3: a refused page (403) says which permission it needs and how to get it; an unknown
// address (404) says so and searches the pages one may open. Both render inside the shell.

const menu = buildMenu([
  { id: '00', parentId: null, order: 0, path: '/dashboard', nameEn: 'Dashboard', nameZh: '仪表盘', icon: 'house' },
  { id: '05', parentId: null, order: 1, path: '/system', nameEn: 'System', nameZh: '系统', icon: 'settings' },
  { id: '0500', parentId: '05', order: 0, path: '/system/user', nameEn: 'User', nameZh: '用户', icon: 'users' },
  { id: '0501', parentId: '05', order: 1, path: '/system/role', nameEn: 'Role', nameZh: '角色', icon: 'shield-check' },
]);

const user = {
  ...shellUserWith([]),
  roles: [{ role: 'admin', name: 'Admin' }, { role: 'user', name: 'User' }],
  currentRole: 'user',
  currentMenuPermission: ['/dashboard', '/system', '/system/role'],
};

afterEach(() => {
  navigation.reset();
  vi.unstubAllGlobals();
});

const access = (over: Partial<PageAccess>): PageAccess => ({ path: '/system/user', status: 'forbidden', needs: [], switchTo: [], grantedBy: [], ...over });

describe('the 403 page', () => {
  it('names the permission the page needs and switches to a held role that has it', async () => {
    const api = fakeApi({
      'GET user/pageAccess': () => ok(access({ needs: [{ path: '/system/user', title: 'User' }], switchTo: [{ role: 'admin', name: 'Admin' }, { role: 'all', name: null }] })),
      'POST user/currentRole': () => ok({ ...user, currentRole: 'admin', rolePermissions: [], userPermissions: [] }),
    });
    const { user: events } = renderPage(<PageForbidden />, { url: '/system/user', user });
    expect(screen.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    expect(screen.getByText(/Your current role \(User\) lacks/)).toBeVisible();
    const needs = screen.getByRole('list', { name: 'It needs the menu permission:' });
    expect(await within(needs).findByText('User')).toBeVisible();
    expect(within(needs).getByText('/system/user')).toBeVisible();
    expect(api.to('GET user/pageAccess')[0]?.query).toEqual({ path: '/system/user' });

    await events.click(await screen.findByRole('button', { name: 'Switch to Admin' }));
    expect(screen.getByRole('button', { name: 'Switch to All roles' })).toBeVisible();
    expect(api.to('POST user/currentRole').map((c) => c.body)).toEqual([{ role: 'admin' }]);
    expect(navigation.refreshes()).toBe(1);
  });

  it('says whom to ask, and for which roles, when no held role has it', async () => {
    const grantedBy = [{ role: 'admin', name: 'Admin' }, { role: 'super', name: 'Super' }];
    fakeApi({ 'GET user/pageAccess': () => ok(access({ needs: [{ path: '/system/user', title: 'User' }], grantedBy })) });
    renderPage(<PageForbidden />, { url: '/system/user', user: { ...user, currentRole: 'all' } });
    expect(await screen.findByText(/Ask an administrator who manages users or roles/)).toBeVisible();
    expect(screen.getByText('Your roles lack the permission this page needs.')).toBeVisible();
    expect(screen.getByTestId('granted-by')).toHaveTextContent('Roles that have it: Admin, Super.');
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });
});

describe('the 404 page', () => {
  it('says the address has no page and searches the menu the role sees', async () => {
    const { user: events } = renderPage(
      <MenuProvider tree={menu}>
        <PageNotFound />
      </MenuProvider>,
      { url: '/system/nothing', user },
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/system/nothing')).toBeVisible();
    const results = () => within(screen.getByRole('list', { name: 'Search the pages you may open' })).getAllByRole('link');
    // The address's own section first; never a page the role may not open.
    expect(results().map((link) => link.getAttribute('href'))).toEqual(['/system/role', '/dashboard']);
    await events.type(screen.getByRole('searchbox', { name: 'Search the pages you may open' }), 'dash');
    expect(results().map((link) => link.textContent)).toEqual(['Dashboard/dashboard']);
    await events.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No page matches.')).toBeVisible();
  });
});

function SwitchTo({ role }: { role: string }) {
  const { switchRole } = useSession();
  return <button onClick={() => void switchRole(role)}>switch</button>;
}

describe('a role switch', () => {
  const answer = (paths: string[]) => () => ok({ ...user, currentRole: 'x', currentMenuPermission: paths, rolePermissions: [], userPermissions: [] });

  it('leaves a menu page the new role may not open for the first page, not for a 403', async () => {
    fakeApi({ 'POST user/currentRole': answer(['/dashboard']) });
    const { user: events } = renderPage(<SwitchTo role="user" />, { url: '/system/role', user });
    await events.click(screen.getByRole('button', { name: 'switch' }));
    await vi.waitFor(() => expect(navigation.pathname()).toBe('/'));
  });

  it('stays on a page the new role opens, and on a refused page, and renders it again', async () => {
    fakeApi({ 'POST user/currentRole': answer(['/dashboard', '/system', '/system/user']) });
    const { user: events } = renderPage(<SwitchTo role="admin" />, { url: '/system/user', user });
    await events.click(screen.getByRole('button', { name: 'switch' }));
    await vi.waitFor(() => expect(navigation.refreshes()).toBe(1));
    expect(navigation.pathname()).toBe('/system/user');
  });
});
