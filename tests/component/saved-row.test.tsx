import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupItem } from '@/resources/groups/ui/group-api';
import { GroupPage } from '@/resources/groups/ui/group-page';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import type { NoticeItem } from '@/resources/notices/ui/notice-api';
import { fakeApi, ok, type ApiCall } from './support/api';
import { navigation } from './support/navigation';
import { notice, noticeGrants, noticeList, pagedList } from './support/notices';
import { actions, renderPage, shellUserWith } from './support/render';

// Issue 26, item 12: after an add or edit the toast names the record and offers Show, which brings the
// row on screen (its page, under the list's filters and sort) and marks it.

const list = 'POST system/notices';
const user = shellUserWith(noticeGrants);
const row = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`);

afterEach(() => navigation.reset());

async function addNotice(title: string) {
  const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
  await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
  await events.click(screen.getByTestId('add'));
  const dialog = await screen.findByTestId('notice-form');
  await events.type(within(dialog).getByLabelText('Title (English)'), title);
  await events.type(within(dialog).getByLabelText('Title (Chinese)'), '维护');
  await events.click(within(dialog).getByTestId('form-save'));
  return events;
}

describe('a saved row', () => {
  it('is named in the toast, and Show goes to the page it landed on and marks it', async () => {
    const rows: NoticeItem[] = noticeList(25);
    const api = fakeApi({
      [list]: pagedList(rows),
      'POST system/notices/add': () => {
        rows.push(notice(26, { title: 'Maintenance', titleEn: 'Maintenance' }));
        return ok({ id: 'n-26' }, 'Success');
      },
    });
    const events = await addNotice('Maintenance');

    const toast = await screen.findByText('Notice “Maintenance” added');
    expect(screen.queryByText('Success')).toBeNull();
    await events.click(within(toast.closest('li') ?? document.body).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(navigation.query()).toEqual({ page: '3' }));
    await waitFor(() => expect(row('n-26')).toHaveAttribute('data-highlighted'));
    // Found with the list's own request, 100 rows at a time.
    expect(api.to(list).some((call) => JSON.stringify(call.body).includes('"size":100'))).toBe(true);
  });

  it('is marked at once after an edit on the page shown', async () => {
    fakeApi({ [list]: pagedList(noticeList(3)), 'POST system/notices/edit': () => ok(undefined, 'Success') });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 2');
    await events.click(screen.getByLabelText('Actions: Notice 2'));
    await events.click(await screen.findByTestId('action-edit'));
    const dialog = await screen.findByTestId('notice-form');
    await events.click(within(dialog).getByTestId('form-save'));

    expect(await screen.findByText('Notice “Notice 2” saved')).toBeInTheDocument();
    await waitFor(() => expect(row('n-2')).toHaveAttribute('data-highlighted'));
    expect(row('n-1')).not.toHaveAttribute('data-highlighted');
  });

  it('says so when the list’s filters leave it out', async () => {
    const rows: NoticeItem[] = noticeList(3);
    const titled = (call: ApiCall) => {
      const body = call.body;
      const title = typeof body === 'object' && body !== null && 'title' in body && typeof body.title === 'string' ? body.title : '';
      return ok({ list: rows.filter((r) => r.title.startsWith(title)), total: rows.length });
    };
    fakeApi({
      [list]: titled,
      'POST system/notices/add': () => {
        rows.push(notice(4, { title: 'Other', titleEn: 'Other' }));
        return ok({ id: 'n-4' });
      },
    });
    navigation.start('/system/notice?title=Notice');
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice?title=Notice', user });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('notice-form');
    await events.type(within(dialog).getByLabelText('Title (English)'), 'Other');
    await events.type(within(dialog).getByLabelText('Title (Chinese)'), '其他');
    await events.click(within(dialog).getByTestId('form-save'));

    const toast = await screen.findByText('Notice “Other” added');
    await events.click(within(toast.closest('li') ?? document.body).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('“Other” is not in this list with its current filters. Clear them to find it.')).toBeInTheDocument();
    expect(navigation.query()).toEqual({ title: 'Notice' });
  });
});

describe('a saved row too far down', () => {
  it('is not searched past the first 2,000 rows, and the toast says so', async () => {
    const rows: NoticeItem[] = noticeList(2004);
    const api = fakeApi({
      [list]: pagedList(rows),
      'POST system/notices/add': () => {
        rows.push(notice(2005, { title: 'Maintenance', titleEn: 'Maintenance' }));
        return ok({ id: 'n-2005' });
      },
    });
    const events = await addNotice('Maintenance');
    const toast = await screen.findByText('Notice “Maintenance” added');
    await events.click(within(toast.closest('li') ?? document.body).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('“Maintenance” is too far down this list to find. Filter the list to bring it closer.')).toBeInTheDocument();
    expect(api.to(list).filter((call) => JSON.stringify(call.body).includes('"size":100'))).toHaveLength(20);
    expect(navigation.query()).toEqual({});
  });
});

describe('a saved node of a tree', () => {
  const group = (id: string, name: string, parentId: string, order: number): GroupItem => ({
    id, name, nameEn: name, nameZh: `${name}组`, parentId, depth: parentId === '00' ? 1 : 2, order, status: '1', create: '2030-01-01 08:00:00',
  });
  const rows = [group('it', 'IT', '00', 1), group('ops', 'Ops', 'it', 1), group('hr', 'HR', '00', 2)];

  it('is named and marked, and Show opens its closed branch', async () => {
    fakeApi({
      'POST system/groups': () => ok(rows),
      'GET common/groups': () => ok([{ id: '00', name: 'All', parentId: '', depth: 0, order: 1 }, ...rows]),
      'POST system/groups/edit': () => ok(undefined, 'Success'),
    });
    const { user: events } = renderPage(<GroupPage />, { url: '/system/group', user: shellUserWith(actions('/system/group', 'add', 'edit', 'delete')) });
    const table = await screen.findByRole('table', { name: 'Group' });
    await within(table).findByText('Ops');
    await events.click(screen.getByLabelText('Actions: Ops'));
    await events.click(await screen.findByTestId('action-edit'));
    await events.click(within(await screen.findByTestId('group-form')).getByTestId('form-save'));

    const toast = await screen.findByText('Group “Ops” saved');
    await waitFor(() => expect(row('ops')).toHaveAttribute('data-highlighted'));
    await events.click(within(row('it') ?? table).getByLabelText('Collapse'));
    expect(row('ops')).toBeNull();
    await events.click(within(toast.closest('li') ?? document.body).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(row('ops')).toHaveAttribute('data-highlighted'));
  });
});
