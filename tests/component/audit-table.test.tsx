import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@/resources/audit/ui/audit-api';
import { AuditPage } from '@/resources/audit/ui/audit-page';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const token = '3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f';
const entry = (id: number, patch: Partial<AuditEntryView>): AuditEntryView => ({
  id,
  at: '2030-01-01T08:00:00.000Z',
  userId: 'u-1',
  keyName: null,
  username: 'super',
  method: 'POST',
  endpoint: '/api/system/users/edit',
  entity: 'users',
  action: 'edit',
  ids: [],
  before: {},
  after: {},
  ...patch,
});

describe('the audit table', () => {
  it('names the records (a username, a short labelled session id), and ends with its Changes column, no empty one', async () => {
    fakeApi({
      'GET system/audit': () =>
        ok({
          list: [
            entry(2, { entity: 'sessions', action: 'delete', endpoint: '/api/system/sessions', ids: [token], before: { [token]: { userId: '100000023', address: '127.0.0.1' } } }),
            entry(1, { ids: ['100000001'], before: { '100000001': { username: 'user001', status: '1' } }, after: { '100000001': { username: 'user001', status: '0' } } }),
          ],
          total: 2,
          names: { permissions: {}, roles: {}, groups: {} },
        }),
    });
    renderPage(<AuditPage />, { url: '/system/audit', user: shellUserWith([]) });
    const table = await screen.findByRole('table', { name: 'Audit' });
    const records = await within(table).findAllByTestId('audit-records');
    expect(records.map((cell) => cell.textContent)).toEqual(['Session 3f2a9c1d…', 'user001']);
    expect(records[0]).toHaveAttribute('title', token);
    expect(within(table).queryByText(token)).not.toBeInTheDocument();

    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.at(-1)).toBe('Changes');
    expect(within(table).queryByTestId('row-actions')).not.toBeInTheDocument();
  });
});
