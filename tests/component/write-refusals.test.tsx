import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupItem, GroupOption } from '@/resources/groups/ui/group-api';
import { GroupPage } from '@/resources/groups/ui/group-page';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok, refuse, type ApiCall, type Answer } from './support/api';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { actions, renderPage, shellUserWith } from './support/render';

// Writes the server refuses (moved here from the e2e suite, system-fixes.spec.ts; the API's answers are
// tests/api/duplicates-and-gone.test.ts). A 409 on a duplicate key lands under its field and keeps the form.
// A write to a record deleted meanwhile answers 404: the kit closes the form, says so in the resource's own
// words, and reads the list again, so the row goes.

/** The list answers `before` until the record is gone, then `after`. */
function listThen(before: (call: ApiCall) => Answer, after: (call: ApiCall) => Answer, gone: { done: boolean }) {
  return (call: ApiCall) => (gone.done ? after(call) : before(call));
}

describe('a duplicate key', () => {
  it('answers under its field in the form, which stays open, and no toast repeats it', async () => {
    const message = 'A notice titled Notice 1 already exists.';
    fakeApi({ 'POST system/notices': pagedList(noticeList(2)), 'POST system/notices/edit': () => refuse(409, message, { titleEn: message }) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user: shellUserWith(noticeGrants) });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 2');

    await events.click(screen.getByLabelText('Actions: Notice 2'));
    await events.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByTestId('notice-form');
    await events.clear(within(dialog).getByLabelText('Title (English)'));
    await events.type(within(dialog).getByLabelText('Title (English)'), 'Notice 1');
    await events.click(within(dialog).getByTestId('form-save'));

    expect(await within(dialog).findByTestId('error-notice-title-en')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('notice-form')).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});

describe('a write to a record deleted meanwhile', () => {
  it('flat page: the edit closes the form, says the notice is gone, and the row leaves the list', async () => {
    const gone = { done: false };
    const api = fakeApi({
      'POST system/notices': listThen(pagedList(noticeList(2)), pagedList(noticeList(1)), gone),
      'POST system/notices/edit': () => {
        gone.done = true;
        return refuse(404, 'Not found');
      },
    });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user: shellUserWith(noticeGrants) });
    const table = await screen.findByRole('table', { name: 'Notice' });
    await within(table).findByText('Notice 2');

    await events.click(screen.getByLabelText('Actions: Notice 2'));
    await events.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByTestId('notice-form');
    await events.type(within(dialog).getByLabelText('Title (English)'), ' again');
    await events.click(within(dialog).getByTestId('form-save'));

    expect(await screen.findByText('This notice was deleted meanwhile.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notice-form')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).queryByText('Notice 2')).not.toBeInTheDocument());
    expect(within(table).getByText('Notice 1')).toBeInTheDocument();
    expect(api.to('POST system/notices/edit')).toHaveLength(1);
  });

  it('flat page: the status switch says the same, and the row leaves the list', async () => {
    const gone = { done: false };
    const api = fakeApi({
      'POST system/notices': listThen(pagedList(noticeList(2)), pagedList(noticeList(1)), gone),
      'POST system/notices/edit': () => {
        gone.done = true;
        return refuse(404, 'Not found');
      },
    });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user: shellUserWith(noticeGrants) });
    const table = await screen.findByRole('table', { name: 'Notice' });
    await within(table).findByText('Notice 2');

    await events.click(screen.getByLabelText('Status: Notice 2'));
    expect(await screen.findByText('This notice was deleted meanwhile.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Notice 2')).not.toBeInTheDocument());
    expect(api.to('POST system/notices/edit')).toEqual([expect.objectContaining({ body: { id: 'n-2', status: '0' } })]);
  });

  it('tree page: the edit of a group closes the form, says the group is gone, and its row leaves the tree', async () => {
    const group = (id: string, name: string): GroupItem => ({
      id,
      name,
      nameEn: name,
      nameZh: `${name}组`,
      parentId: '00',
      depth: 1,
      order: id === 'it' ? 1 : 2,
      status: '1',
      create: '2030-01-01 08:00:00',
    });
    const rows = [group('it', 'IT'), group('hr', 'HR')];
    const options: GroupOption[] = [{ id: '00', name: 'All', parentId: '', depth: 0, order: 1 }, ...rows];
    const gone = { done: false };
    fakeApi({
      'POST system/groups': () => ok(gone.done ? rows.slice(0, 1) : rows),
      'GET common/groups': () => ok(options),
      'POST system/groups/edit': () => {
        gone.done = true;
        return refuse(404, 'Not found');
      },
    });
    const { user: events } = renderPage(<GroupPage />, { url: '/system/group', user: shellUserWith(actions('/system/group', 'add', 'edit', 'delete')) });
    const table = await screen.findByRole('table', { name: 'Group' });
    await within(table).findByText('HR');

    await events.click(screen.getByLabelText('Actions: HR'));
    await events.click(await screen.findByTestId('action-edit'));
    const form = await screen.findByTestId('group-form');
    await events.type(within(form).getByLabelText('Name (English)'), ' again');
    await events.click(within(form).getByTestId('form-save'));

    expect(await screen.findByText('This group was deleted meanwhile.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('group-form')).not.toBeInTheDocument());
    await waitFor(() => expect(table.querySelector('tr[data-row-id="hr"]')).toBeNull());
  });
});
