import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserPage } from '@/resources/users/ui/user-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

describe('the user filters', () => {
  it('name the group and the status on their triggers, so two "All"s say what they filter', async () => {
    fakeApi({
      'POST system/users': () => ok({ list: [], total: 0 }),
      'GET user/grantable': () => ok({ roles: [], permissions: [] }),
      'GET system/permissions': () => ok([]),
      'GET common/groups': () => ok([{ id: '00', parentId: null, order: 0, depth: 0, name: 'All' }]),
    });
    renderPage(<UserPage />, { url: '/system/user', user: shellUserWith(actions('/system/user', 'add', 'edit', 'delete')) });
    const group = await screen.findByRole('combobox', { name: /^GroupName/ });
    await waitFor(() => expect(group).toHaveTextContent(/^GroupName\s*All$/));
    expect(screen.getByTestId('status-filter')).toHaveTextContent(/^Status\s*All$/);
  });
});
