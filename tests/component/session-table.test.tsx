import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionItem } from '@/resources/sessions/ui/session-api';
import { SessionPage } from '@/resources/sessions/ui/session-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const session = (id: string, patch: Partial<SessionItem>): SessionItem => ({
  id,
  userId: 'u-1',
  username: 'alice',
  name: 'Alice',
  group: '01',
  groupName: 'IT',
  address: '192.0.2.1',
  browser: 'Firefox 140',
  os: 'Linux',
  signedInAt: '2030-01-01T08:00:00.000Z',
  lastActiveAt: '2030-01-01T09:00:00.000Z',
  currentRole: 'all',
  current: false,
  ...patch,
});

describe('the sessions table', () => {
  it('shows a dash for what the User-Agent did not say (curl: no browser, no OS), as every table does', async () => {
    fakeApi({
      'POST system/sessions': () => ok({ list: [session('s-1', {}), session('s-2', { username: 'curl-user', browser: '', os: '' })], total: 2 }),
      'GET common/groups': () => ok([]),
    });
    renderPage(<SessionPage />, { url: '/system/session', user: shellUserWith(actions('/system/session', 'delete')) });
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const row = (await within(table).findByText('curl-user')).closest('tr');
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const cell = (header: string) => row?.children[headers.indexOf(header)];
    expect(cell('OS')).toHaveTextContent(/^—$/);
    expect(cell('Browser')).toHaveTextContent(/^—$/);
    expect(cell('Address')).toHaveTextContent('192.0.2.1');
  });

  it('names its group filter on the trigger, not only "All"', async () => {
    fakeApi({ 'POST system/sessions': () => ok({ list: [], total: 0 }), 'GET common/groups': () => ok([{ id: '00', parentId: null, order: 0, name: 'All' }]) });
    renderPage(<SessionPage />, { url: '/system/session', user: shellUserWith(actions('/system/session', 'delete')) });
    const group = await screen.findByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(group).toHaveTextContent(/^Group\s*All$/));
  });
});
