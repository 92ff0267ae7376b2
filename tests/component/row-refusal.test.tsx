import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserPage } from '@/resources/users/ui/user-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';
import { userItem } from './support/users';

const user = (id: string, name: string, roles: readonly string[]) => userItem(id, name, roles, ['p-user']);

describe('ResourcePage: refused row actions (users)', () => {
  it('shows an action the server would refuse disabled, with its reason, and it does nothing', async () => {
    const api = fakeApi({
      'POST system/users': () => ok({ list: [user('u-self', 'Test Admin', ['admin']), user('u-2', 'Bob Auditor', ['auditor'])], total: 2 }),
      // This session may hand out the admin role and its permission, not the auditor role.
      'GET user/grantable': () => ok({ roles: ['admin'], permissions: ['p-user'] }),
      'GET system/permissions': () => ok([]),
      'GET common/groups': () => ok([]),
    });
    const { user: events } = renderPage(<UserPage />, {
      url: '/system/user',
      user: shellUserWith(actions('/system/user', 'add', 'edit', 'delete'), 'u-self'),
    });
    const table = await screen.findByRole('table', { name: 'User' });
    await within(table).findByText('Bob Auditor');

    // One's own account: the status switch is refused once the grantable set is known.
    const ownStatus = screen.getByLabelText('Status: Test Admin');
    await waitFor(() => expect(ownStatus).toHaveAttribute('aria-description', 'You cannot disable your own account'));
    expect(ownStatus).toBeDisabled();

    await events.click(screen.getByLabelText('Actions: Test Admin'));
    const remove = await screen.findByTestId('action-delete');
    expect(remove).toHaveAttribute('data-disabled');
    expect(within(remove).getByTestId('refusal-delete')).toHaveTextContent('You cannot delete your own account');
    expect(screen.getByTestId('action-edit')).not.toHaveAttribute('data-disabled');
    await events.click(remove);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    await events.keyboard('{Escape}');

    // A user holding a role this session does not: edit, delete and status are all refused.
    await events.click(screen.getByLabelText('Actions: Bob Auditor'));
    const edit = await screen.findByTestId('action-edit');
    expect(edit).toHaveAttribute('data-disabled');
    expect(within(edit).getByTestId('refusal-edit')).toHaveTextContent('Holds roles or permissions you do not hold');
    expect(screen.getByLabelText('Status: Bob Auditor')).toBeDisabled();
    expect(api.calls.filter((call) => call.path.startsWith('system/users/') || call.method === 'DELETE')).toEqual([]);
    expect(api.unrouted()).toEqual([]);
  });
});
