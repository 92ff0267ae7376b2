import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { notice, noticeGrants, pagedList } from './support/notices';
import { renderPage, shellUserWith } from './support/render';

const list = 'POST system/notices';
const user = shellUserWith(noticeGrants);
// The API's times are UTC: 10:00 UTC is 18:00 in Shanghai (GMT+8).
const row = notice(1, { start: '2026-11-28 10:00', end: '2026-12-05 10:00', create: '2026-11-26 01:30:00' });

describe("Notices: times in the user's time zone", () => {
  it('shows the window in local time in the table, and named with its zone in the detail', async () => {
    fakeApi({ [list]: pagedList([row]), 'GET system/notices/detail/n-1': () => ok(row) });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user, timeZone: 'Asia/Shanghai' });
    const table = await screen.findByRole('table', { name: 'Notice' });
    const cells = (await within(table).findByText('Notice 1')).closest('tr')!;
    // A table cell shows the date and the time, free to break between the two.
    expect(cells).toHaveTextContent('Nov 28, 2026 6:00 PM');
    expect(cells).toHaveTextContent('Dec 5, 2026 6:00 PM');
    expect(cells).toHaveTextContent('Nov 26, 2026 9:30 AM');
    expect(cells).not.toHaveTextContent('10:00');

    await events.click(screen.getByLabelText('Actions: Notice 1'));
    await events.click(await screen.findByRole('menuitem', { name: 'Detail' }));
    const detail = await screen.findByRole('dialog');
    await within(detail).findByText('Notice 1');
    expect(detail).toHaveTextContent('Dec 5, 2026, 6:00 PM (GMT+8)');
    expect(detail).not.toHaveTextContent('UTC');
  });

  it('opens the edit form on the local times and sends what is typed as the instant it means', async () => {
    const api = fakeApi({ [list]: pagedList([row]), 'POST system/notices/edit': () => ok(undefined, 'Saved') });
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user, timeZone: 'Asia/Shanghai' });
    await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
    await events.click(screen.getByLabelText('Actions: Notice 1'));
    await events.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByTestId('notice-form');
    const end = within(dialog).getByLabelText('End');
    expect(within(dialog).getByLabelText('Start')).toHaveValue('2026-11-28T18:00');
    expect(end).toHaveValue('2026-12-05T18:00');
    expect(within(dialog).getByTestId('notice-end-zone')).toHaveTextContent('Time zone: GMT+8');
    expect(end.getAttribute('aria-describedby')).toContain('notice-end-zone');

    // 20:00 in Shanghai on 6 December is 12:00 UTC
    await events.clear(end);
    await events.type(end, '2026-12-06T20:00');
    await events.click(within(dialog).getByTestId('form-save'));
    await screen.findByText('Notice “Notice 1” saved');
    const sent = api.to('POST system/notices/edit')[0]?.body;
    expect(sent).toMatchObject({ id: 'n-1', end: '2026-12-06T12:00:00.000Z' });
  });
});
