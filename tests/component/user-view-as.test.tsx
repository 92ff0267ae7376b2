import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserPage } from '@/resources/users/ui/user-page';
import { fakeApi, ok } from './support/api';
import { actions, choose, renderPage, shellUserWith } from './support/render';
import { userItem } from './support/users';

// "View as" from a user's row (issue 29): offered as the inspector offers it, to a session that may open
// the inspector (the view-as endpoint's permission), never on one's own row nor while viewing already.

const inspection = {
  user: { id: 'u-2', username: 'bob.editor', name: 'Bob Editor', nameZh: 'Bob Editor', groupId: '01', enabled: true },
  role: 'all',
  roleInForce: 'all',
  roles: [{ code: 'editor', name: 'Editor', enabled: true, dataScope: 'all' }, { code: 'old', name: 'Old', enabled: false, dataScope: 'self' }],
  items: [],
  menu: [],
  scope: { scope: 'all', allGroups: true, groups: [], more: false },
};

function open({ inspector, viewing = false }: { inspector: boolean; viewing?: boolean }) {
  const api = fakeApi({
    'POST system/users': () => ok({ list: [userItem('u-self', 'Test Admin', ['admin']), userItem('u-2', 'Bob Editor', ['editor']), userItem('u-3', 'Sue Auditor', ['auditor'])], total: 3 }),
    // This session may hand out the admin and editor roles, not the auditor role.
    'GET user/grantable': () => ok({ roles: ['admin', 'editor'], permissions: [] }),
    'GET system/permissions': () => ok([]),
    'GET common/groups': () => ok([]),
    'GET system/access/user/u-2': () => ok(inspection),
    'POST system/access/view-as': () => ok(),
  });
  const session = shellUserWith(actions('/system/user', 'edit'), 'u-self');
  const rendered = renderPage(<UserPage />, {
    url: '/system/user',
    user: {
      ...session,
      currentMenuPermission: ['/system/user', ...(inspector ? ['/system/access'] : [])],
      viewAs: viewing ? { viewer: 'super', viewerName: 'Super', role: 'all' } : null,
    },
  });
  return { api, ...rendered };
}

async function rowMenu(events: ReturnType<typeof open>['user'], name: string) {
  await within(await screen.findByRole('table', { name: 'User' })).findByText(name);
  await events.click(screen.getByLabelText(`Actions: ${name}`));
  return screen.findByRole('menu');
}

describe('users: view as from the row menu', () => {
  it('with the inspector, a manageable user offers it: the role choice, then the start', async () => {
    const { api, user: events } = open({ inspector: true });
    const menu = await rowMenu(events, 'Bob Editor');
    await events.click(within(menu).getByTestId('action-viewAs'));
    const dialog = await screen.findByTestId('view-as-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('View as Bob Editor (bob.editor)');
    const role = within(dialog).getByTestId('view-as-role');
    await waitFor(() => expect(role).toBeEnabled());
    await choose(events, role, 'Old (disabled)');
    await choose(events, role, 'Editor');
    await events.click(within(dialog).getByTestId('access-view-as'));
    await waitFor(() => expect(api.to('POST system/access/view-as').map((call) => call.body)).toEqual([{ userId: 'u-2', role: 'editor' }]));
    expect(api.to('GET system/access/user/u-2')[0]?.query).toEqual({ role: 'all' });
  });

  it('a user holding more than the session: locked, with the delegation reason', async () => {
    const { user: events } = open({ inspector: true });
    const menu = await rowMenu(events, 'Sue Auditor');
    const item = within(menu).getByTestId('action-viewAs');
    await waitFor(() => expect(item).toHaveAttribute('data-disabled'));
    expect(within(item).getByTestId('refusal-viewAs')).toHaveTextContent('Holds roles or permissions you do not hold');
  });

  it('not on one\'s own row', async () => {
    const { user: events } = open({ inspector: true });
    const menu = await rowMenu(events, 'Test Admin');
    expect(within(menu).getByTestId('action-reset')).toBeInTheDocument();
    expect(within(menu).queryByTestId('action-viewAs')).not.toBeInTheDocument();
  });

  it('hidden without the inspector\'s permission', async () => {
    const { api, user: events } = open({ inspector: false });
    const menu = await rowMenu(events, 'Bob Editor');
    expect(within(menu).getByTestId('action-reset')).toBeInTheDocument();
    expect(within(menu).queryByTestId('action-viewAs')).not.toBeInTheDocument();
    expect(api.to('GET system/access/user/u-2')).toEqual([]);
  });

  it('hidden while the session views as someone already (read-only)', async () => {
    const { user: events } = open({ inspector: true, viewing: true });
    const menu = await rowMenu(events, 'Bob Editor');
    expect(within(menu).getByTestId('action-reset')).toBeInTheDocument();
    expect(within(menu).queryByTestId('action-viewAs')).not.toBeInTheDocument();
  });
});
