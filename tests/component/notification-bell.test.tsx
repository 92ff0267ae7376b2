import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/notifications/notification-bell';
import type { NotificationItem } from '@/lib/notifications/kinds';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

// The header's bell (issue 32): the unread count, the latest in words, mark all read, and live updates
// from the event stream (a fake EventSource here).

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = undefined;
});

const item = (id: number, kind: NotificationItem['kind'], data: NotificationItem['data'], read = false): NotificationItem => ({ id, at: '2026-11-26T10:00:00.000Z', kind, data, read });

describe('the notification bell', () => {
  it('shows the unread count, lists the latest in words, marks all read, and refreshes on a live event', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let items = [item(2, 'signedOut', { by: 'super' }), item(1, 'mfa', { change: 'passkeyAdded' }, true)];
    let unread = 1;
    const api = fakeApi({
      'POST user/notifications': () => ok({ list: items, unread, next: null }),
      'POST user/notifications/read': () => {
        unread = 0;
        items = items.map((i) => ({ ...i, read: true }));
        return ok({ unread: 0 });
      },
    });
    const { user } = renderPage(<NotificationBell />, { url: '/dashboard', user: shellUserWith([]) });
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 1 unread notification');
    expect(FakeEventSource.last?.url).toBe('/api/user/notifications/stream');
    await user.click(screen.getByTestId('notification-bell'));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByTestId('notification-item').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'super signed out one of your sessions.',
      'A passkey was added to your account.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(api.to('POST user/notifications/read')[0]?.body).toEqual({ all: true });
    // A notification arrives on the stream: the bell asks again.
    items = [item(3, 'password', {}), ...items];
    unread = 1;
    const before = api.to('POST user/notifications').length;
    act(() => {
      FakeEventSource.last?.dispatchEvent(new MessageEvent('notification', { data: JSON.stringify(items[0]), lastEventId: '3' }));
    });
    await waitFor(() => expect(api.to('POST user/notifications').length).toBeGreaterThan(before));
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('1');
    expect(within(list).getAllByTestId('notification-item')[0]).toHaveTextContent('Your password was changed.');
  });

  it('stops listening when the server ends the stream for a signed-out session', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    fakeApi({ 'POST user/notifications': () => ok({ list: [], unread: 0, next: null }) });
    renderPage(<NotificationBell />, { url: '/dashboard', user: shellUserWith([]) });
    await waitFor(() => expect(FakeEventSource.last).toBeDefined());
    expect(FakeEventSource.last?.closed).toBe(false);
    act(() => {
      FakeEventSource.last?.dispatchEvent(new MessageEvent('signedOut', { data: '{}' }));
    });
    expect(FakeEventSource.last?.closed).toBe(true);
  });
});
