import { act, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleFrame } from '@/components/shell/console-frame';
import { MenuProvider } from '@/components/shell/menu-context';
import { KeptPage } from '@/components/shell/tabs/kept-page';
import type { MenuNode } from '@/lib/menu';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { navigation } from './support/navigation';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { renderPage, shellUserWith } from './support/render';

// Soft navigation between tabs never refetches a list that did not change (issue 32): a kept page's
// list is shown again from its cache, however long it was hidden; a change made on it still reloads it.

const leaf = (path: string, titleEn: string): MenuNode => ({ path, parentPath: '/system', titleEn, titleZh: titleEn, icon: 'users' as MenuNode['icon'] });
const menu: MenuNode[] = [{ path: '/system', parentPath: null, titleEn: 'System', titleZh: '系统', icon: 'settings' as MenuNode['icon'], children: [leaf('/system/notice', 'Notices'), leaf('/system/user', 'Users')] }];

function Routed() {
  const path = usePathname();
  return <KeptPage key={path}>{path === '/system/notice' ? <NoticePage /> : <p>{path} page</p>}</KeptPage>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('switching tabs', () => {
  it('shows a kept list again without asking the server, even after it went stale', async () => {
    const api = fakeApi({ 'POST system/notices': pagedList(noticeList(3)), 'POST user/preferences': () => ok({}) });
    const user = { ...shellUserWith(noticeGrants), currentMenuPermission: ['/system', '/system/notice', '/system/user'] };
    renderPage(
      <MenuProvider tree={menu}>
        <ConsoleFrame sidebarOpen tabs={{ enabled: true, initial: [] }}>
          <Routed />
        </ConsoleFrame>
      </MenuProvider>,
      { url: '/system/notice', user },
    );
    await within(await screen.findByRole('table')).findByText('Notice 1');
    expect(api.to('POST system/notices')).toHaveLength(1);

    for (let round = 0; round < 2; round++) {
      await act(() => navigation.start('/system/user'));
      expect(await screen.findByText('/system/user page')).toBeVisible();
      // Longer than the lists' stale time (30 s) away.
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      await act(() => navigation.start('/system/notice'));
      expect(within(screen.getByRole('table')).getByText('Notice 1')).toBeVisible();
    }
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.to('POST system/notices')).toHaveLength(1);
  }, 60_000);
});
