import { act, fireEvent, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleFrame } from '@/components/shell/console-frame';
import { MenuProvider } from '@/components/shell/menu-context';
import { KeptPage } from '@/components/shell/tabs/kept-page';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { MenuNode } from '@/lib/menu';
import type { SavedTab } from '@/lib/preferences/schema';
import { fakeApi, ok } from './support/api';
import { navigation } from './support/navigation';
import { renderPage, shellUserWith } from './support/render';

// The workspace tabs (issue 32, part 1): pages kept alive under <Activity>, the tab bar's actions.

const leaf = (path: string, titleEn: string): MenuNode => ({ path, parentPath: '/system', titleEn, titleZh: titleEn, icon: 'users' as MenuNode['icon'] });
const leaves = [leaf('/system/user', 'Users'), leaf('/system/role', 'Roles'), leaf('/system/group', 'Groups'), leaf('/system/notice', 'Notices')];
const section = (children: MenuNode[]): MenuNode[] => [{ path: '/system', parentPath: null, titleEn: 'System', titleZh: '系统', icon: 'settings' as MenuNode['icon'], children }];
const menu = section(leaves);
const everything = ['/system', ...leaves.map((l) => l.path)];

function UsersPage() {
  const [filter, setFilter] = useState('');
  return (
    <label>
      User filter
      <input value={filter} onChange={(event) => setFilter(event.target.value)} />
    </label>
  );
}

function RolesPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit role</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit role</DialogTitle>
          <label>
            Role name
            <input defaultValue="" />
          </label>
        </DialogContent>
      </Dialog>
    </>
  );
}

// As the App Router does: a new page element (and a new page component) at each path.
function Routed() {
  const path = usePathname();
  return <KeptPage key={path}>{path === '/system/user' ? <UsersPage /> : path === '/system/role' ? <RolesPage /> : <p>{path} page</p>}</KeptPage>;
}

// The menu the server sends: a permission change sends a smaller one.
const menuSetter: { set: (tree: MenuNode[]) => void } = { set: () => undefined };
function ServerMenu({ children }: { children: ReactNode }) {
  const [tree, setTree] = useState(menu);
  useEffect(() => {
    menuSetter.set = setTree;
  }, []);
  return <MenuProvider tree={tree}>{children}</MenuProvider>;
}

function renderConsole(url: string, { initial = [], permitted = everything }: { initial?: SavedTab[]; permitted?: string[] } = {}) {
  const user = { ...shellUserWith([]), currentMenuPermission: permitted };
  const view = renderPage(
    <ServerMenu>
      <ConsoleFrame sidebarOpen tabs={{ enabled: true, initial }}>
        <Routed />
      </ConsoleFrame>
    </ServerMenu>,
    { url, user },
  );
  return { ...view, tablist: () => screen.getByRole('tablist', { name: 'Open pages' }) };
}
const tabNames = () => within(screen.getByRole('tablist', { name: 'Open pages' })).getAllByRole('tab').map((tab) => tab.textContent);
const go = (href: string) => act(() => navigation.start(href));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = fakeApi({ 'POST user/preferences': () => ok({}) });
});
afterEach(() => vi.useRealTimers());

describe('workspace tabs', () => {
  it('keeps a hidden page\'s typed filter and open dialog with its input while another tab shows', async () => {
    const { user } = renderConsole('/system/user');
    await user.type(screen.getByLabelText('User filter'), 'ada');
    await go('/system/role');
    expect(screen.getByLabelText('User filter')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit role' }));
    await user.type(screen.getByLabelText('Role name'), 'Auditors');

    // From inside the open dialog, the keyboard goes to the previous tab.
    await user.keyboard('{Alt>}{PageUp}{/Alt}');
    expect(navigation.pathname()).toBe('/system/user');
    expect(screen.getByLabelText('User filter')).toBeVisible();
    expect(screen.getByLabelText('User filter')).toHaveValue('ada');
    // The hidden tab's dialog (a portal) is hidden with it, its input intact.
    expect(screen.getByLabelText('Role name')).not.toBeVisible();

    await go('/system/role');
    expect(screen.getByLabelText('Role name')).toBeVisible();
    expect(screen.getByLabelText('Role name')).toHaveValue('Auditors');
    expect(tabNames()).toEqual(['Users', 'Roles']);
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /Roles/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves the open tabs with the preferences and restores them (a reload)', async () => {
    renderConsole('/system/user', { initial: [{ path: '/system/group', href: '/system/group?name=x', pinned: true }] });
    expect(tabNames()).toEqual(['Groups', 'Users']);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(api.to('POST user/preferences').at(-1)?.body).toEqual({
      tabs: [
        { path: '/system/group', href: '/system/group?name=x', pinned: true },
        { path: '/system/user', href: '/system/user', pinned: false },
      ],
    });
  });

  it('closes by middle-click, by Delete, others and to the right from its menu; pinned tabs stay', async () => {
    const { user } = renderConsole('/system/user');
    for (const path of ['/system/role', '/system/group', '/system/notice']) await go(path);
    expect(tabNames()).toEqual(['Users', 'Roles', 'Groups', 'Notices']);
    const tab = (name: string) => within(screen.getByRole('tablist')).getByRole('tab', { name: new RegExp(name) });

    fireEvent(tab('Groups'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabNames()).toEqual(['Users', 'Roles', 'Notices']);

    tab('Roles').focus();
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['Users', 'Notices']);

    // Closing the current tab goes to its neighbour.
    await go('/system/role');
    fireEvent.contextMenu(tab('Users'));
    await user.click(await screen.findByRole('menuitem', { name: 'Pin' }));
    expect(tabNames()).toEqual(['Users', 'Notices', 'Roles']);
    fireEvent.contextMenu(tab('Notices'));
    await user.click(await screen.findByRole('menuitem', { name: 'Close to the right' }));
    expect(tabNames()).toEqual(['Users', 'Notices']);
    expect(navigation.pathname()).toBe('/system/notice');
    fireEvent.contextMenu(tab('Notices'));
    await user.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    expect(tabNames()).toEqual(['Users', 'Notices']);
  });

  it('reorders by keyboard (Ctrl+Shift+Arrow) and by drag', async () => {
    const { user } = renderConsole('/system/user');
    await go('/system/role');
    await go('/system/group');
    within(screen.getByRole('tablist')).getByRole('tab', { name: /Groups/ }).focus();
    await user.keyboard('{Control>}{Shift>}{ArrowLeft}{/Shift}{/Control}');
    expect(tabNames()).toEqual(['Users', 'Groups', 'Roles']);

    const users = within(screen.getByRole('tablist')).getByRole('tab', { name: /Users/ });
    const roles = within(screen.getByRole('tablist')).getByRole('tab', { name: /Roles/ });
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; } };
    fireEvent.dragStart(roles, { dataTransfer });
    fireEvent.dragOver(users, { dataTransfer });
    fireEvent.drop(users, { dataTransfer });
    expect(tabNames()).toEqual(['Roles', 'Users', 'Groups']);
  });

  it('asks before closing a tab with unsaved input, and keeps it when told to', async () => {
    const { user } = renderConsole('/system/user');
    await user.type(screen.getByLabelText('User filter'), 'ada');
    await go('/system/role');
    fireEvent(within(screen.getByRole('tablist')).getByRole('tab', { name: /Users/ }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('What you typed in Users will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(tabNames()).toEqual(['Users', 'Roles']);
  });

  it('the phone\'s list of tabs: the current one checked, pin and unsaved marks, a choice opens its address', async () => {
    const { user } = renderConsole('/system/user', { initial: [{ path: '/system/group', href: '/system/group?name=x', pinned: true }] });
    await user.type(screen.getByLabelText('User filter'), 'ada');
    await go('/system/role');
    await user.click(screen.getByTestId('tabs-menu'));
    const list = await screen.findByTestId('tabs-phone-list');
    const items = within(list).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Groups', 'false'],
      ['Users', 'false'],
      ['Roles', 'true'],
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Unsaved input' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('img')).not.toBeInTheDocument();
    await user.click(items[0]!);
    expect(navigation.pathname()).toBe('/system/group');
    expect(navigation.query()).toEqual({ name: 'x' });
  });

  it('the phone\'s list closes any listed tab but a pinned one, asking first when it holds unsaved input', async () => {
    const { user } = renderConsole('/system/user', { initial: [{ path: '/system/group', href: '/system/group', pinned: true }] });
    await user.type(screen.getByLabelText('User filter'), 'ada');
    for (const path of ['/system/role', '/system/notice']) await go(path);
    const list = async () => {
      await user.click(screen.getByTestId('tabs-menu'));
      return screen.findByTestId('tabs-phone-list');
    };

    // Another tab closes from the list, the current page stays.
    await user.click(within(await list()).getByRole('menuitem', { name: 'Close Roles' }));
    expect(tabNames()).toEqual(['Groups', 'Users', 'Notices']);
    expect(navigation.pathname()).toBe('/system/notice');

    // A pinned tab has no close in the list (as in the bar).
    expect(within(await list()).queryByRole('menuitem', { name: 'Close Groups' })).not.toBeInTheDocument();

    // Unsaved input: asked first, kept when told to.
    await user.click(within(screen.getByTestId('tabs-phone-list')).getByRole('menuitem', { name: 'Close Users' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('What you typed in Users will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(tabNames()).toEqual(['Groups', 'Users', 'Notices']);

    // The current tab closes too, going to its neighbour.
    await user.click(within(await list()).getByRole('menuitem', { name: 'Close Notices' }));
    expect(tabNames()).toEqual(['Groups', 'Users']);
    expect(navigation.pathname()).toBe('/system/user');
  });

  it('on a phone the tab menu names the page and the header the console; with tabs off the header names the page', async () => {
    const { user } = renderConsole('/system/user');
    expect(screen.getByTestId('tabs-menu')).toHaveTextContent('Users');
    expect(screen.getByTestId('header-console-name')).toHaveTextContent('Admin Console');
    // Hidden below md (jsdom applies no style sheet: the class is what the phone's width reads).
    expect(screen.getByTestId('breadcrumbs')).toHaveClass('max-md:hidden');

    await user.click(screen.getByTestId('tabs-menu'));
    await user.click(await screen.findByTestId('tabs-off'));
    expect(screen.queryByTestId('tabs-menu')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-console-name')).not.toBeInTheDocument();
    expect(screen.getByTestId('breadcrumbs')).not.toHaveClass('max-md:hidden');
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('Users');
  });

  it('closes the tab of a page no longer permitted, with a note', async () => {
    renderConsole('/system/user', { initial: [{ path: '/system/role', href: '/system/role', pinned: false }, { path: '/system/gone', href: '/system/gone', pinned: false }] });
    // A saved tab of a page the role cannot open is not restored.
    expect(tabNames()).toEqual(['Roles', 'Users']);
    act(() => menuSetter.set(section(leaves.filter((l) => l.path !== '/system/role'))));
    expect(tabNames()).toEqual(['Users']);
    expect(await screen.findByText('Closed because you may no longer open it: Roles')).toBeInTheDocument();
  });
});
