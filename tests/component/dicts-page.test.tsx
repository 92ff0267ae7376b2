import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DictItem } from '@/resources/dicts/ui/dict-api';
import { DictPage } from '@/resources/dicts/ui/dict-page';
import { fakeApi, ok, refuse } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const list = 'POST system/dicts';
const user = shellUserWith(actions('/system/dict', 'add', 'edit', 'delete'));

/** A dict as the list answers it. */
const row = (n: number): DictItem => ({ id: `r-${n}`, code: `dict_${n}`, name: 'English', nameEn: 'English', nameZh: '中文', remark: 'Line one', status: '1', create: '2029-12-31 08:00:00', update: '2029-12-31 08:00:00' });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));
const answer = (items: readonly DictItem[]) => () => ok({ list: items, total: items.length });
const table = () => screen.findByRole('table', { name: 'Dictionaries' });

describe('DictPage', () => {
  it('lists the dicts the API answers, reading the filter and the sort from the URL', async () => {
    const api = fakeApi({ [list]: answer(rows(3)) });
    renderPage(<DictPage />, { url: '/system/dict?code=dict&sort=code&order=desc', user });
    expect(await within(await table()).findByText('dict_2')).toBeInTheDocument();
    expect(api.to(list)[0]?.body).toMatchObject({ code: 'dict', orderField: 'code', orderValue: 'desc', page: 1, size: 10 });
    expect(api.unrouted()).toEqual([]);
  });

  it("adds: the form sends the contract's body, and a 400 shows under its field", async () => {
    const api = fakeApi({
      [list]: answer(rows(1)),
      'POST system/dicts/add': () => refuse(400, 'Invalid input', { code: 'Taken already.' }),
    });
    const { user: events } = renderPage(<DictPage />, { url: '/system/dict', user });
    await within(await table()).findByText('dict_1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('dict-form');
    expect(dialog).toHaveTextContent('Add dictionary');
    await events.type(within(dialog).getByLabelText('Code'), 'new_dict');
    await events.type(within(dialog).getByLabelText('Name (English)'), 'En');
    await events.type(within(dialog).getByLabelText('Name (Chinese)'), '中');
    await events.click(within(dialog).getByTestId('form-save'));
    expect(await within(dialog).findByTestId('error-dict-code')).toHaveTextContent('Taken already.');
    expect(api.to('POST system/dicts/add')).toHaveLength(1);
    expect(api.to('POST system/dicts/add')[0]?.body).toMatchObject({ code: 'new_dict', nameEn: 'En', nameZh: '中', remark: '', status: '1' });
  }, 30_000);

  it('the status switch sends the edit of that row alone', async () => {
    const api = fakeApi({ [list]: answer(rows(2)), 'POST system/dicts/edit': () => ok(undefined, 'Saved') });
    const { user: events } = renderPage(<DictPage />, { url: '/system/dict', user });
    await within(await table()).findByText('dict_2');
    await events.click(screen.getByLabelText('Status: dict_2'));
    await waitFor(() => expect(api.to('POST system/dicts/edit')).toHaveLength(1));
    expect(api.to('POST system/dicts/edit')[0]?.body).toEqual({ id: 'r-2', status: '0' });
  });

  it('asks before deleting, then sends the DELETE with the id', async () => {
    const api = fakeApi({ [list]: answer(rows(3)), 'DELETE system/dicts': () => ok(undefined, 'Deleted') });
    const { user: events } = renderPage(<DictPage />, { url: '/system/dict', user });
    await within(await table()).findByText('dict_2');
    await events.click(screen.getByLabelText('Actions: dict_2'));
    await events.click(await screen.findByTestId('action-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this dictionary?');
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/dicts').map((call) => call.body)).toEqual([['r-2']]));
  });

  it("Values in a dictionary's menu opens its values (the address keeps it), listed for that dictionary, and Back returns", async () => {
    const value = { id: 'v-1', dictId: 'r-2', code: 'warning', label: 'Warning', labelEn: 'Warning', labelZh: '警告', color: 'amber', order: 1, status: '1', create: '2029-12-31 08:00:00', update: '2029-12-31 08:00:00' };
    const api = fakeApi({
      [list]: answer(rows(2)),
      'GET system/dicts/detail/r-2': () => ok(row(2)),
      'POST system/dicts/values': () => ok({ list: [value], total: 1 }),
      'POST system/dicts/values/add': () => ok({ id: 'v-2' }),
    });
    const { user: events } = renderPage(<DictPage />, { url: '/system/dict', user });
    await within(await table()).findByText('dict_2');
    await events.click(screen.getByLabelText('Actions: dict_2'));
    await events.click(await screen.findByTestId('action-values'));
    expect(await screen.findByTestId('dict-current')).toHaveTextContent('dict_2');
    const values = await screen.findByRole('table', { name: 'Dictionaries' });
    expect(await within(values).findByText('Warning')).toHaveAttribute('data-color', 'amber');
    expect(api.to('POST system/dicts/values')[0]?.body).toMatchObject({ dictId: 'r-2', page: 1 });
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('dict-value-form');
    await events.type(within(dialog).getByLabelText('Code'), 'info');
    await events.type(within(dialog).getByLabelText('Label (English)'), 'Info');
    await events.type(within(dialog).getByLabelText('Label (Chinese)'), '普通');
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/dicts/values/add')).toHaveLength(1));
    expect(api.to('POST system/dicts/values/add')[0]?.body).toEqual({ dictId: 'r-2', code: 'info', labelEn: 'Info', labelZh: '普通', color: 'gray', order: 0, status: '1' });
    await events.click(screen.getByTestId('dict-back'));
    expect(await within(await table()).findByText('dict_1')).toBeInTheDocument();
  }, 30_000);
});
