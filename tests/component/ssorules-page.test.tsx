import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoruleItem } from '@/resources/ssorules/ui/ssorule-api';
import { SsorulePage } from '@/resources/ssorules/ui/ssorule-page';
import { fakeApi, ok, refuse } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const list = 'POST system/ssorules';
const user = shellUserWith(actions('/system/ssorule', 'add', 'edit', 'delete'));

/** A ssorule as the list answers it. */
const row = (n: number): SsoruleItem => ({ id: `r-${n}`, value: `Ssorule ${n}`, provider: 'Some text', claim: 'Some text', role: 'ref-1', create: '2029-12-31 08:00:00', update: '2029-12-31 08:00:00' });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));
const answer = (items: readonly SsoruleItem[]) => () => ok({ list: items, total: items.length });
const table = () => screen.findByRole('table', { name: 'Ssorule' });

describe('SsorulePage', () => {
  it('lists the ssorules the API answers, reading the filter and the sort from the URL', async () => {
    const api = fakeApi({ [list]: answer(rows(3)) });
    renderPage(<SsorulePage />, { url: '/system/ssorule?value=Ssorule&sort=value&order=desc', user });
    expect(await within(await table()).findByText('Ssorule 2')).toBeInTheDocument();
    expect(api.to(list)[0]?.body).toMatchObject({ value: 'Ssorule', orderField: 'value', orderValue: 'desc', page: 1, size: 10 });
    expect(api.unrouted()).toEqual([]);
  });

  it("adds: the form sends the contract's body, and a 400 shows under its field", async () => {
    const api = fakeApi({
      [list]: answer(rows(1)),
      'POST system/ssorules/add': () => refuse(400, 'Invalid input', { value: 'Taken already.' }),
    });
    const { user: events } = renderPage(<SsorulePage />, { url: '/system/ssorule', user });
    await within(await table()).findByText('Ssorule 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('ssorule-form');
    expect(dialog).toHaveTextContent('Add ssorule');
    await events.type(within(dialog).getByLabelText('Value'), 'New');
    await events.type(within(dialog).getByLabelText('Provider'), 'Te');
    await events.type(within(dialog).getByLabelText('Claim'), 'Te');
    await events.type(within(dialog).getByLabelText('Role'), 'r-1');
    await events.click(within(dialog).getByTestId('form-save'));
    expect(await within(dialog).findByTestId('error-ssorule-value')).toHaveTextContent('Taken already.');
    expect(api.to('POST system/ssorules/add')).toHaveLength(1);
    expect(api.to('POST system/ssorules/add')[0]?.body).toMatchObject({ value: 'New', provider: 'Te', claim: 'Te', role: 'r-1' });
  }, 30_000);

  it('asks before deleting, then sends the DELETE with the id', async () => {
    const api = fakeApi({ [list]: answer(rows(3)), 'DELETE system/ssorules': () => ok(undefined, 'Deleted') });
    const { user: events } = renderPage(<SsorulePage />, { url: '/system/ssorule', user });
    await within(await table()).findByText('Ssorule 2');
    await events.click(screen.getByLabelText('Actions: Ssorule 2'));
    await events.click(await screen.findByTestId('action-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this ssorule?');
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/ssorules').map((call) => call.body)).toEqual([['r-2']]));
  });
});
