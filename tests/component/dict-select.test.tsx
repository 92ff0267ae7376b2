import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictOption } from '@/lib/dict-values';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { notice, noticeGrants } from './support/notices';
import { choose, renderPage, shellUserWith } from './support/render';

const user = shellUserWith(noticeGrants);
const option = (value: string, label: string, color: DictOption['color'], enabled = true): DictOption => ({ value, label, labelEn: label, labelZh: label, color, enabled });
// `warning` has been disabled: it still labels old notices, but no form or filter offers it.
const levels = [option('info', 'Info', 'sky'), option('warning', 'Warning', 'amber', false), option('critical', 'Critical', 'red')];
const routes = (rows = [notice(1, { level: 'warning' })]) => ({
  'POST system/notices': () => ok({ list: rows, total: rows.length }),
  'GET system/dicts/options': () => ok(levels),
  'POST system/notices/add': () => ok({ id: 'n-new' }),
  'POST system/notices/edit': () => ok(undefined, 'Saved'),
});

describe('a form select fed by a dictionary (the notice level)', () => {
  it('offers the enabled values only, and the badge still labels a notice with a disabled one', async () => {
    const api = fakeApi(routes());
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    const table = await screen.findByRole('table', { name: 'Notice' });
    expect(await within(table).findByText('Warning')).toHaveAttribute('data-color', 'amber');
    expect(api.to('GET system/dicts/options')[0]?.query).toEqual({ code: 'notice_level' });
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('notice-form');
    await events.click(within(dialog).getByLabelText('Level'));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Info', 'Critical']);
    await events.click(within(list).getByRole('option', { name: 'Critical' }));
    await events.type(within(dialog).getByLabelText('Title (English)'), 'Up');
    await events.type(within(dialog).getByLabelText('Title (Chinese)'), '上');
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/notices/add')).toHaveLength(1));
    expect(api.to('POST system/notices/add')[0]?.body).toMatchObject({ level: 'critical' });
    // One request for the dictionary, shared by the badges and the form.
    expect(api.to('GET system/dicts/options')).toHaveLength(1);
  }, 30_000);

  it('on edit, shows the disabled current value, not choosable once left, and keeps it when unchanged', async () => {
    const api = fakeApi(routes());
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    const table = await screen.findByRole('table', { name: 'Notice' });
    await within(table).findByText('Warning');
    await events.click(screen.getByLabelText('Actions: Notice 1'));
    await events.click(await screen.findByTestId('action-edit'));
    const dialog = await screen.findByTestId('notice-form');
    const level = within(dialog).getByLabelText('Level');
    expect(level).toHaveTextContent('Warning');
    await events.click(level);
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Warning' })).toHaveAttribute('aria-disabled', 'true');
    await events.keyboard('{Escape}');
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/notices/edit')).toHaveLength(1));
    expect(api.to('POST system/notices/edit')[0]?.body).toMatchObject({ id: 'n-1', level: 'warning' });
  }, 30_000);

  it('the level filter offers the enabled values and sends the one chosen', async () => {
    const api = fakeApi(routes());
    const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
    await screen.findByRole('table', { name: 'Notice' });
    const filter = screen.getByTestId('filter-level');
    await events.click(filter);
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Info', 'Critical']);
    await events.keyboard('{Escape}');
    await choose(events, filter, 'Critical');
    await waitFor(() => expect(api.to('POST system/notices').at(-1)?.body).toMatchObject({ level: 'critical' }));
  }, 30_000);
});
