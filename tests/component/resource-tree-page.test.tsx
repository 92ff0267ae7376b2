import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupItem, GroupOption } from '@/resources/groups/ui/group-api';
import { GroupPage } from '@/resources/groups/ui/group-page';
import { fakeApi, ok, type Route } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

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

// IT (Dev, Ops) and HR below the root "All" (00), which the list leaves out and the options include.
const rows = [group('it', 'IT', '00', 1, 1), group('dev', 'Dev', 'it', 1, 2), group('ops', 'Ops', 'it', 2, 2), group('hr', 'HR', '00', 2, 1)];
const options: GroupOption[] = [{ id: '00', name: 'All', parentId: '', depth: 0, order: 1 }, ...rows];

function groupApi(more: Record<string, Route> = {}) {
  return fakeApi({ 'POST system/groups': () => ok(rows), 'GET common/groups': () => ok(options), ...more });
}

function renderGroups() {
  return renderPage(<GroupPage />, { url: '/system/group', user: shellUserWith(actions('/system/group', 'add', 'edit', 'delete')) });
}

async function loaded() {
  const table = await screen.findByRole('table', { name: 'Group' });
  await within(table).findByText('Ops');
  return table;
}

const row = (table: HTMLElement, id: string) => table.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`);

describe('ResourceTreePage (groups)', () => {
  it('shows the tree expanded; a row and Expand/Collapse all open and close branches', async () => {
    groupApi();
    const { user: events } = renderGroups();
    const table = await loaded();
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row-id'))).toEqual(['it', 'dev', 'ops', 'hr']);

    await events.click(within(row(table, 'it') ?? table).getByLabelText('Collapse'));
    expect(row(table, 'dev')).toBeNull();
    expect(row(table, 'hr')).not.toBeNull();

    const all = screen.getByTestId('expand-all');
    expect(all).toHaveTextContent('Expand all');
    await events.click(all);
    expect(row(table, 'dev')).not.toBeNull();
    expect(all).toHaveTextContent('Collapse all');
    await events.click(all);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row-id'))).toEqual(['it', 'hr']);
  });

  it('adds a child under the row: the form names the parent, the body carries its id', async () => {
    const api = groupApi({ 'POST system/groups/addChild': () => ok({ id: 'qa' }, 'Added') });
    const { user: events } = renderGroups();
    await loaded();

    await events.click(screen.getByLabelText('Actions: IT'));
    await events.click(await screen.findByTestId('action-addChild'));
    const form = await screen.findByTestId('group-form');
    expect(form).toHaveTextContent('Add a child group');
    expect(within(form).getByLabelText('Parent Group')).toHaveValue('IT');
    expect(within(form).queryByLabelText('Brother Group')).not.toBeInTheDocument();
    await events.type(within(form).getByLabelText('Id'), 'qa');
    await events.type(within(form).getByLabelText('Name (English)'), 'QA');
    await events.type(within(form).getByLabelText('Name (Chinese)'), '质量');
    await events.click(within(form).getByTestId('form-save'));

    await waitFor(() => expect(screen.queryByTestId('group-form')).not.toBeInTheDocument());
    expect(api.to('POST system/groups/addChild').map((call) => call.body)).toEqual([{ parentId: 'it', id: 'qa', nameEn: 'QA', nameZh: '质量', status: '1' }]);
    // The tree is read again after the write.
    await waitFor(() => expect(api.to('POST system/groups').length).toBeGreaterThan(1));
  });

  it('adds a brother after the row, and the top-level Add puts a child under the root', async () => {
    const api = groupApi({
      'POST system/groups/addBrother': () => ok({ id: 'sre' }),
      'POST system/groups/addChild': () => ok({ id: 'ops2' }),
    });
    const { user: events } = renderGroups();
    await loaded();

    await events.click(screen.getByLabelText('Actions: Dev'));
    await events.click(await screen.findByTestId('action-addBrother'));
    let form = await screen.findByTestId('group-form');
    expect(form).toHaveTextContent('Add a brother group');
    expect(within(form).getByLabelText('Brother Group')).toHaveValue('Dev');
    await events.type(within(form).getByLabelText('Id'), 'sre');
    await events.type(within(form).getByLabelText('Name (English)'), 'SRE');
    await events.type(within(form).getByLabelText('Name (Chinese)'), '运维');
    await events.click(within(form).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/groups/addBrother')).toHaveLength(1));
    expect(api.to('POST system/groups/addBrother')[0]?.body).toEqual({ brotherId: 'dev', id: 'sre', nameEn: 'SRE', nameZh: '运维', status: '1' });
    await waitFor(() => expect(screen.queryByTestId('group-form')).not.toBeInTheDocument());

    await events.click(screen.getByTestId('add-top'));
    form = await screen.findByTestId('group-form');
    expect(within(form).getByLabelText('Parent Group')).toHaveValue('All');
    await events.type(within(form).getByLabelText('Id'), 'ops2');
    await events.type(within(form).getByLabelText('Name (English)'), 'Ops 2');
    await events.type(within(form).getByLabelText('Name (Chinese)'), '运维二');
    await events.click(within(form).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/groups/addChild')).toHaveLength(1));
    expect(api.to('POST system/groups/addChild')[0]?.body).toMatchObject({ parentId: '00', id: 'ops2' });
  });

  it('moves a row among its siblings; a move that changes nothing is disabled', async () => {
    const api = groupApi({ 'POST system/groups/move': () => ok(undefined, 'Moved') });
    const { user: events } = renderGroups();
    await loaded();

    await events.click(screen.getByLabelText('Actions: Dev'));
    expect(await screen.findByTestId('action-moveUp')).toHaveAttribute('data-disabled');
    expect(screen.getByTestId('action-moveTop')).toHaveAttribute('data-disabled');
    await events.click(screen.getByTestId('action-moveDown'));
    await waitFor(() => expect(api.to('POST system/groups/move')).toHaveLength(1));

    await events.click(screen.getByLabelText('Actions: Ops'));
    expect(await screen.findByTestId('action-moveDown')).toHaveAttribute('data-disabled');
    await events.click(screen.getByTestId('action-moveUp'));
    await waitFor(() => expect(api.to('POST system/groups/move')).toHaveLength(2));
    expect(api.to('POST system/groups/move').map((call) => call.body)).toEqual([
      { id: 'dev', action: 'down' },
      { id: 'ops', action: 'up' },
    ]);
  });

  it('deleting a node lists and deletes the rows shown below it too', async () => {
    const api = groupApi({ 'DELETE system/groups': () => ok() });
    const { user: events } = renderGroups();
    await loaded();

    await events.click(screen.getByLabelText('Actions: IT'));
    await events.click(await screen.findByTestId('action-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete 3 groups?');
    expect([...within(confirm).getByTestId('confirm-items').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['IT (it)', 'Dev (dev)', 'Ops (ops)']);
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/groups')).toHaveLength(1));
    expect(api.to('DELETE system/groups')[0]?.body).toEqual(['it', 'dev', 'ops']);
  });
});
