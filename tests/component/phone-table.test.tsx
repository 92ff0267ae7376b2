import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filtersSet } from '@/components/table/table-toolbar';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { navigation } from './support/navigation';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { choose, renderPage, shellUserWith } from './support/render';
import { phoneViewport } from './support/viewport';

const list = 'POST system/notices';
const user = shellUserWith(noticeGrants);

describe('a resource table on a phone', () => {
  it('shows each row as a card: the first column as its title, the others as labels and values, the row actions at hand', async () => {
    phoneViewport();
    fakeApi({ [list]: pagedList(noticeList(3)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    const second = (await screen.findByText('Notice 2')).closest('li');
    const cards = screen.getByRole('list', { name: 'Notice' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(second).not.toBeNull();
    const card = within(second!);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByTestId('card-title')).toHaveTextContent('Notice 2');
    // Every other visible column: its header beside its value.
    const labels = card.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual(['Level', 'Status', 'Start', 'End', 'Author', 'Create Time']);
    expect(card.getByText('Author').nextElementSibling).toHaveTextContent('admin');
    // The row's own box and its "…" menu.
    expect(card.getByLabelText('Select row n-2')).toBeInTheDocument();
    await events.click(card.getByLabelText('Actions: Notice 2'));
    expect(await screen.findByTestId('action-edit')).toBeInTheDocument();
  });

  it('sorts the cards from a select (there are no headers to click), into the URL and the list body', async () => {
    phoneViewport();
    const api = fakeApi({ [list]: pagedList(noticeList(3)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await screen.findByText('Notice 2');
    const sort = screen.getByTestId('card-sort');
    expect(sort).toHaveTextContent('Default order');
    await choose(events, sort, 'Start, descending');
    expect(navigation.query()).toEqual({ sort: 'start', order: 'desc' });
    await waitFor(() => expect(api.to(list).at(-1)?.body).toMatchObject({ orderField: 'start', orderValue: 'desc' }));
    await choose(events, screen.getByTestId('card-sort'), 'Default order');
    expect(navigation.query()).toEqual({});
  });

  it('shows the empty state as a card of its own', async () => {
    phoneViewport();
    fakeApi({ [list]: () => ok({ list: [], total: 0 }) });
    renderPage(<NoticePage />, { url: '/system/notice', user });
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('No data.');
    expect(screen.getByTestId('table-empty').tagName).toBe('DIV');
  });

  it('folds the filters behind a Filters button that counts those set; Search folds them again', async () => {
    phoneViewport();
    const api = fakeApi({ [list]: pagedList(noticeList(3)) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice?title=Not&status=0', user });
    await screen.findByText('Notice 1');
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAccessibleName('Filters 2 filters set');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('search');
    expect(within(search).getByTestId('filter-title')).toHaveValue('Not');
    await events.clear(within(search).getByTestId('filter-title'));
    await events.click(within(search).getByTestId('search'));
    expect(navigation.query()).toEqual({ status: '0' });
    await waitFor(() => expect(api.to(list).at(-1)?.body).toMatchObject({ title: '', status: '0' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAccessibleName('Filters 1 filter set');
  });

  it('counts the filters set, not a field that only says which field the text matches', () => {
    const fields = [{ key: 'field', label: 'Field', qualifier: true }, { key: 'value', label: 'Text' }, { key: 'group', label: 'Group' }] as const;
    expect(filtersSet(fields, { field: 'email', value: '', group: '' }, 'all')).toBe(0);
    expect(filtersSet(fields, { field: 'email', value: 'bob', group: '' }, 'all')).toBe(1);
    expect(filtersSet(fields, { field: '', value: 'bob', group: '0003' }, '1')).toBe(3);
    expect(filtersSet(fields, { field: '', value: '', group: '' }, undefined)).toBe(0);
  });
});

describe('a resource table on a wide screen', () => {
  it('lets cells wrap at spaces, so the columns fit beside the pinned row actions', async () => {
    fakeApi({ [list]: pagedList(noticeList(1)) });
    renderPage(<NoticePage />, { url: '/system/notice', user });
    const table = await screen.findByRole('table', { name: 'Notice' });
    const author = await within(table).findByText('admin');
    // At spaces only: a Chinese word (用户000, 人事部) is kept whole.
    expect(author.closest('td')).toHaveClass('whitespace-normal', 'break-keep');
    // A date and time (shown in the user's zone, UTC here) breaks between the two, never inside either; a long
    // header wraps too.
    const created = within(table).getByText('Dec 31, 2029');
    expect(created).toHaveClass('whitespace-nowrap');
    expect(created.nextElementSibling).toHaveTextContent('8:00 AM');
    expect(created.nextElementSibling).toHaveClass('whitespace-nowrap');
    expect(within(table).getByText('Author', { selector: 'th' })).toHaveClass('whitespace-normal', 'break-keep');
    // A status switch keeps its word beside it.
    expect(within(table).getByLabelText('Status: Notice 1').closest('td')).toHaveClass('whitespace-nowrap');
    // The filters stay in the toolbar, unfolded.
    expect(screen.queryByTestId('filters-toggle')).not.toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});
