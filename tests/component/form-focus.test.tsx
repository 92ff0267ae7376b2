import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupItem, GroupOption } from '@/resources/groups/ui/group-api';
import { GroupPage } from '@/resources/groups/ui/group-page';
import type { RoleItem } from '@/resources/roles/ui/role-api';
import { RolePage } from '@/resources/roles/ui/role-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

// The resource kit's form dialog opens on the first field one can type in: never a read-only one (the
// parent of a new child, a group's id on edit, the code of `super`), and on edit not the row's key.

const role = (id: string, code: string, name: string): RoleItem => ({
  id,
  role: code,
  name,
  nameEn: name,
  nameZh: `${name}角色`,
  status: '1',
  dataScope: 'all',
  mfaRequired: false,
  create: '2030-01-01 08:00:00',
  update: '2030-01-01 08:00:00',
  permissions: [],
});

function renderRoles() {
  fakeApi({
    'POST system/roles': () => ok({ list: [role('0001', 'super', 'Super'), role('0002', 'auditor', 'Auditor')], total: 2 }),
    'GET system/permissions': () => ok([]),
    'GET user/grantable': () => ok({ roles: ['super', 'auditor'], permissions: [] }),
  });
  return renderPage(<RolePage />, { url: '/system/role', user: shellUserWith(actions('/system/role', 'add', 'edit', 'delete')) });
}

const group = (id: string, name: string, parentId: string, order: number, depth: number): GroupItem => ({
  id,
  name,
  nameEn: name,
  nameZh: `${name}组`,
  parentId,
  depth,
  order,
  status: '1',
  create: '2030-01-01 08:00:00',
});
const groups = [group('it', 'IT', '00', 1, 1), group('hr', 'HR', '00', 2, 1)];
const groupOptions: GroupOption[] = [{ id: '00', name: 'All', parentId: '', depth: 0, order: 1 }, ...groups];

function renderGroups() {
  fakeApi({ 'POST system/groups': () => ok(groups), 'GET common/groups': () => ok(groupOptions) });
  return renderPage(<GroupPage />, { url: '/system/group', user: shellUserWith(actions('/system/group', 'add', 'edit', 'delete')) });
}

async function rowAction(label: string, action: string, events: ReturnType<typeof renderRoles>['user']) {
  await events.click(await screen.findByLabelText(`Actions: ${label}`));
  await events.click(await screen.findByTestId(`action-${action}`));
}

const focused = async (form: HTMLElement, label: string) => {
  const field = within(form).getByLabelText(label);
  await waitFor(() => expect(document.activeElement?.id).toBe(field.id));
};

describe('the form dialog focuses the first field one edits', () => {
  it('role edit: the English name, not the role id (the key)', async () => {
    const { user: events } = renderRoles();
    await rowAction('Auditor', 'edit', events);
    const form = await screen.findByTestId('role-form');
    expect(within(form).getByLabelText('RoleId')).not.toHaveAttribute('readonly');
    await focused(form, 'Name (English)');
  });

  it('role edit of super (its id read-only): the English name', async () => {
    const { user: events } = renderRoles();
    await rowAction('Super', 'edit', events);
    await focused(await screen.findByTestId('role-form'), 'Name (English)');
  });

  it('role add: the role id, the first field', async () => {
    const { user: events } = renderRoles();
    await screen.findByRole('table', { name: 'Role' });
    await events.click(await screen.findByTestId('add'));
    await focused(await screen.findByTestId('role-form'), 'RoleId');
  });

  it('group add child: the id, not the read-only parent', async () => {
    const { user: events } = renderGroups();
    await rowAction('IT', 'addChild', events);
    const form = await screen.findByTestId('group-form');
    expect(within(form).getByLabelText('Parent Group')).toHaveAttribute('readonly');
    await focused(form, 'Id');
  });

  it('group add brother and edit: the id when new, the English name when the id is read-only', async () => {
    const { user: events } = renderGroups();
    await rowAction('IT', 'addBrother', events);
    await focused(await screen.findByTestId('group-form'), 'Id');
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('group-form')).not.toBeInTheDocument());
    await rowAction('HR', 'edit', events);
    await focused(await screen.findByTestId('group-form'), 'Name (English)');
  });
});
