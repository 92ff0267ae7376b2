import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KeyItem } from '@/resources/keys/ui/key-api';
import { OwnKeys } from '@/resources/keys/ui/own-keys';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const key: KeyItem = {
  id: 'k-1',
  userId: 'u-self',
  username: 'admin',
  owner: 'Test Admin',
  name: 'nightly',
  permissions: ['p-system', 'p-user'],
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  lastUsedAt: null,
  lastUsedAddress: null,
  expired: false,
};
const tree = [
  { id: 'p-system', parentId: '', order: 0, name: 'System', type: 'menu', path: '/system' },
  { id: 'p-user', parentId: 'p-system', order: 0, name: 'Users', type: 'menu', path: '/system/user' },
  { id: 'p-role', parentId: 'p-system', order: 1, name: 'Roles', type: 'menu', path: '/system/role' },
];

describe('Account: API keys', () => {
  it('lists one’s keys; a new key carries only grantable permissions and its secret is shown once', async () => {
    const secret = `ak_${'s'.repeat(43)}`;
    const api = fakeApi({
      'POST user/keys': () => ok([key]),
      'GET system/permissions': () => ok(tree),
      'GET user/grantable': () => ok({ roles: [], permissions: ['p-system', 'p-user'] }),
      'POST user/keys/add': () => ok({ id: 'k-2', key: secret }),
    });
    const { user: events } = renderPage(<OwnKeys />, { url: '/account', user: shellUserWith([]) });
    expect(await screen.findByText('nightly')).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();
    await events.click(screen.getByTestId('key-new'));
    const dialog = await screen.findByTestId('key-add');
    await events.type(within(dialog).getByLabelText('Name'), 'report');
    // Roles is not held: shown, locked.
    expect(await within(dialog).findByRole('checkbox', { name: /Roles/ })).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox', { name: /Users/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByTestId('key-secret');
    expect(within(shown).getByTestId('key-secret-value')).toHaveValue(secret);
    const [sent] = api.to('POST user/keys/add');
    expect(sent?.body).toMatchObject({ name: 'report', permissions: expect.arrayContaining(['p-system', 'p-user']) });
    expect((sent?.body as { permissions: string[] }).permissions).not.toContain('p-role');
    await events.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('key-secret')).toBeNull();
    expect(api.unrouted()).toEqual([]);
  });
});
