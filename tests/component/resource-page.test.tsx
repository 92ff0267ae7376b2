import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok, refuse } from './support/api';
import { navigation } from './support/navigation';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { choose, renderPage, shellUserWith } from './support/render';

const list = 'POST system/notices';
const user = shellUserWith(noticeGrants);
const listBodies = (api: ReturnType<typeof fakeApi>) => api.to(list).map((call) => call.body);
const lastList = (api: ReturnType<typeof fakeApi>) => api.to(list).at(-1)?.body;

async function table() {
  return screen.findByRole('table', { name: 'Notice' });
}

/** A column's header cell by its text, or null when the column is hidden. */
const header = (text: string) => screen.queryByText(text, { selector: 'th, th *' })?.closest('th') ?? null;

describe('ResourcePage: the URL holds the view', () => {
  it('reads filters, status, page, size and sort from the URL into the list body', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(45)) });
    renderPage(<NoticePage />, { url: '/system/notice?title=Not&status=0&page=2&size=20&sort=start&order=desc', user });
    expect(await within(await table()).findByText('Notice 21')).toBeInTheDocument();
    expect(listBodies(api)).toEqual([{ title: 'Not', level: '', status: '0', orderField: 'start', orderValue: 'desc', page: 2, size: 20 }]);
    expect(screen.getByTestId('page-status')).toHaveTextContent('Page 2 of 3');
    expect(header('Start')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('filter-title')).toHaveValue('Not');
    expect(screen.getByTestId('status-filter')).toHaveTextContent('Disabled');
  });

  it('pages: Next and Previous write the page, the page size goes back to page 1', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(25)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 1');
    expect(screen.getByTestId('table-total')).toHaveTextContent('25 in total');
    expect(screen.getByTestId('page-status')).toHaveTextContent('Page 1 of 3');

    await events.click(screen.getByLabelText('Next'));
    expect(navigation.query()).toEqual({ page: '2' });
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(lastList(api)).toMatchObject({ page: 2, size: 10 });

    await events.click(screen.getByLabelText('Next'));
    expect(navigation.query()).toEqual({ page: '3' });
    expect(await screen.findByText('Notice 25')).toBeInTheDocument();
    expect(screen.getByLabelText('Next')).toBeDisabled();

    await events.click(screen.getByLabelText('Previous'));
    expect(navigation.query()).toEqual({ page: '2' });

    await choose(events, screen.getByLabelText('Rows per page'), '20');
    expect(navigation.query()).toEqual({ size: '20' });
    await waitFor(() => expect(lastList(api)).toMatchObject({ page: 1, size: 20 }));
    expect(screen.getByTestId('page-status')).toHaveTextContent('Page 1 of 2');
  });

  it('sorts by a column header: ascending, descending, then none, as orderField and orderValue', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(3)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 1');
    const title = () => screen.getByText('Title', { selector: 'th button' });

    await events.click(title());
    expect(navigation.query()).toEqual({ sort: 'title', order: 'asc' });
    await waitFor(() => expect(lastList(api)).toMatchObject({ orderField: 'title', orderValue: 'asc' }));
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');

    await events.click(title());
    expect(navigation.query()).toEqual({ sort: 'title', order: 'desc' });
    await waitFor(() => expect(lastList(api)).toMatchObject({ orderField: 'title', orderValue: 'desc' }));

    await events.click(title());
    expect(navigation.query()).toEqual({});
    expect(header('Title')).not.toHaveAttribute('aria-sort');
  });

  it('applies the text filter on Search and the status at once, back to page 1; Reset clears them', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(25)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice?page=3&sort=title&order=asc', user });
    await within(await table()).findByText('Notice 21');

    await events.type(screen.getByTestId('filter-title'), 'Sprint');
    expect(navigation.query()).toEqual({ page: '3', sort: 'title', order: 'asc' });
    await events.click(screen.getByTestId('search'));
    expect(navigation.query()).toEqual({ title: 'Sprint', sort: 'title', order: 'asc' });
    await waitFor(() => expect(lastList(api)).toMatchObject({ title: 'Sprint', status: 'all', page: 1 }));

    await choose(events, screen.getByTestId('status-filter'), 'Disabled');
    expect(navigation.query()).toEqual({ title: 'Sprint', status: '0', sort: 'title', order: 'asc' });
    await waitFor(() => expect(lastList(api)).toMatchObject({ title: 'Sprint', status: '0', page: 1 }));

    await events.click(screen.getByText('Reset', { selector: 'button' }));
    expect(navigation.query()).toEqual({ sort: 'title', order: 'asc' });
    expect(screen.getByTestId('filter-title')).toHaveValue('');
  });
});

describe('ResourcePage: the column menu', () => {
  it('hides a column and keeps the choice per table in localStorage, across a reload', async () => {
    fakeApi({ [list]: pagedList(noticeList(2)) });
    const first = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 1');
    expect(header('Level')).toBeInTheDocument();

    await first.user.click(screen.getByTestId('column-menu'));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Level' }));
    await waitFor(() => expect(header('Level')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('table-columns:system/notices') ?? 'null')).toMatchObject({ level: false });

    first.unmount();
    renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 1');
    await waitFor(() => expect(header('Level')).not.toBeInTheDocument());
    expect(header('Author')).toBeInTheDocument();
  });
});

describe('ResourcePage: writes', () => {
  it("shows a 400's field errors under their fields and keeps the form open", async () => {
    const api = fakeApi({
      [list]: pagedList(noticeList(1)),
      'POST system/notices/add': () => refuse(400, 'Invalid input', { titleEn: 'A notice with this title exists.', end: 'validate.noticeWindow' }),
    });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 1');

    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('notice-form');
    expect(dialog).toHaveTextContent('Add notice');
    await events.type(within(dialog).getByLabelText('Title (English)'), 'Maintenance');
    await events.type(within(dialog).getByLabelText('Title (Chinese)'), '维护');
    await events.type(within(dialog).getByLabelText('Text (Chinese)'), '今晚只读');
    await events.click(within(dialog).getByTestId('form-save'));

    expect(await within(dialog).findByTestId('error-notice-title-en')).toHaveTextContent('A notice with this title exists.');
    expect(within(dialog).getByTestId('error-notice-end')).toHaveTextContent('The end must come after the start.');
    expect(within(dialog).getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST system/notices/add')).toHaveLength(1);
    expect(api.to('POST system/notices/add')[0]?.body).toMatchObject({ titleEn: 'Maintenance', titleZh: '维护', bodyEn: '', bodyZh: '今晚只读', level: 'info', status: '1' });
    expect(screen.getByTestId('notice-form')).toBeInTheDocument();
  });

  it('asks before deleting: Cancel sends nothing, Delete sends the DELETE with the ids', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(3)), 'DELETE system/notices': () => ok(undefined, 'Deleted') });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 2');

    await events.click(screen.getByLabelText('Actions: Notice 2'));
    await events.click(await screen.findByTestId('action-delete'));
    let confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this notice?');
    expect(within(confirm).getByTestId('confirm-items')).toHaveTextContent('Notice 2');
    await events.click(within(confirm).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE system/notices')).toEqual([]);

    await events.click(screen.getByLabelText('Select row n-1'));
    await events.click(screen.getByLabelText('Select row n-3'));
    await events.click(screen.getByTestId('bulk-delete'));
    confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete 2 notices?');
    const lists = api.to(list).length;
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(api.to('DELETE system/notices').map((call) => call.body)).toEqual([['n-1', 'n-3']]);
    // The list is read again, and the selection is cleared.
    await waitFor(() => expect(api.to(list).length).toBeGreaterThan(lists));
    expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
  });

  it('the status switch sends the edit of that row alone', async () => {
    const api = fakeApi({ [list]: pagedList(noticeList(2)), 'POST system/notices/edit': () => ok(undefined, 'Saved') });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await table()).findByText('Notice 2');

    await events.click(screen.getByLabelText('Status: Notice 2'));
    await waitFor(() => expect(api.to('POST system/notices/edit')).toHaveLength(1));
    expect(api.to('POST system/notices/edit')[0]?.body).toEqual({ id: 'n-2', status: '0' });
    expect(api.unrouted()).toEqual([]);
  });
});

describe('ResourcePage: Export CSV', () => {
  // Dimmed only for an empty result: while a page of the list loads the filters still name rows to export,
  // and a button that flickers to disabled on every refetch reads as low contrast to axe mid-walk.
  it('is enabled while the list loads and when it has rows, disabled for an empty result', async () => {
    fakeApi({ [list]: pagedList(noticeList(3)) });
    const first = renderPage(<NoticePage />, { url: '/system/notice', user });
    expect(screen.getByTestId('export-csv')).toBeEnabled();
    await within(await table()).findByText('Notice 1');
    expect(screen.getByTestId('export-csv')).toBeEnabled();
    first.unmount();

    fakeApi({ [list]: pagedList([]) });
    renderPage(<NoticePage />, { url: '/system/notice', user });
    await waitFor(() => expect(screen.getByTestId('export-csv')).toBeDisabled());
  });
});
