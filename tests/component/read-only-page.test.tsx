import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SigninPage } from '@/resources/signins/ui/signin-page';
import type { SigninItem } from '@/resources/signins/ui/signin-api';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const signin = (id: number, username: string): SigninItem => ({
  id,
  at: '2030-01-01T08:00:00.000Z',
  username,
  userId: null,
  result: 'wrong-password',
  factor: 'password',
  address: '192.0.2.1',
  browser: 'Firefox 140',
  os: 'Linux',
});

describe('ResourcePage: a read-only resource (sign-ins)', () => {
  it('has no actions column when rows have no action at all', async () => {
    const api = fakeApi({ 'POST system/signins': () => ok({ list: [signin(2, 'alice'), signin(1, 'bob')], total: 2 }) });
    renderPage(<SigninPage />, { url: '/system/signin', user: shellUserWith([]) });
    const table = await screen.findByRole('table', { name: 'Sign-ins' });
    await within(table).findByText('alice');

    expect(api.to('POST system/signins')[0]?.body).toEqual({ username: '', address: '', page: 1, size: 20 });
    // No selection and no "…" menu: the header row holds the record's own columns only.
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'UserName', 'Result', 'Factor', 'Address', 'Browser', 'OS']);
    expect(within(table).queryByText('Actions')).not.toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr:first-child td')).toHaveLength(7);
  });
});
