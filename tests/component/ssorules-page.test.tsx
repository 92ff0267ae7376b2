import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoruleItem } from '@/resources/ssorules/ui/ssorule-api';
import { SsorulePage } from '@/resources/ssorules/ui/ssorule-page';
import { fakeApi, ok, refuse } from './support/api';
import { actions, choose, renderPage, shellUserWith } from './support/render';

const list = 'POST system/ssorules';
// The role page's menu lets the picker read the roles.
const user = { ...shellUserWith(actions('/system/ssorule', 'add', 'edit', 'delete')), currentMenuPermission: ['/system/role'] };
const role = (id: string, code: string, name: string) => ({ id, role: code, name, nameEn: name, nameZh: name, status: '1', dataScope: 'all', mfaRequired: false, create: '2030-01-01 08:00:00', update: '2030-01-01 08:00:00', permissions: [] });
// The role picker offers only the roles the session may hand out: Admin, not Super.
const roleApis = {
  'POST system/roles': () => ok({ list: [role('0001', 'super', 'Super'), role('0002', 'admin', 'Admin')], total: 2 }),
  'GET user/grantable': () => ok({ roles: ['admin'], permissions: [] }),
};

/** A ssorule as the list answers it. */
const row = (n: number): SsoruleItem => ({ id: `r-${n}`, value: `Ssorule ${n}`, provider: 'Some text', claim: 'Some text', role: 'ref-1', create: '2029-12-31 08:00:00', update: '2029-12-31 08:00:00' });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));
const answer = (items: readonly SsoruleItem[]) => () => ok({ list: items, total: items.length });
const table = () => screen.findByRole('table', { name: 'SSO Role Rules' });

describe('SsorulePage', () => {
  it('lists the ssorules the API answers, reading the filter and the sort from the URL', async () => {
    const api = fakeApi({ [list]: answer(rows(3)), ...roleApis });
    renderPage(<SsorulePage />, { url: '/system/ssorule?value=Ssorule&sort=value&order=desc', user });
    expect(await within(await table()).findByText('Ssorule 2')).toBeInTheDocument();
    expect(api.to(list)[0]?.body).toMatchObject({ value: 'Ssorule', orderField: 'value', orderValue: 'desc', page: 1, size: 10 });
    expect(api.unrouted()).toEqual([]);
  });

  it("adds: the form sends the contract's body, and a 400 shows under its field", async () => {
    const api = fakeApi({
      [list]: answer(rows(1)),
      ...roleApis,
      'POST system/ssorules/add': () => refuse(400, 'Invalid input', { value: 'Taken already.' }),
    });
    const { user: events } = renderPage(<SsorulePage />, { url: '/system/ssorule', user });
    await within(await table()).findByText('Ssorule 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('ssorule-form');
    expect(dialog).toHaveTextContent('Add rule');
    await events.type(within(dialog).getByLabelText('Claim Value'), 'New');
    await events.type(within(dialog).getByLabelText('Provider'), 'Te');
    await events.type(within(dialog).getByLabelText('Claim'), 'Te');
    const picker = within(dialog).getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(api.to('POST system/roles')).toHaveLength(1));
    await choose(events, picker, 'Admin');
    await events.click(picker);
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: 'Super' })).toBeNull();
    await events.keyboard('{Escape}');
    await events.click(within(dialog).getByTestId('form-save'));
    expect(await within(dialog).findByTestId('error-ssorule-value')).toHaveTextContent('Taken already.');
    expect(api.to('POST system/ssorules/add')).toHaveLength(1);
    expect(api.to('POST system/ssorules/add')[0]?.body).toMatchObject({ value: 'New', provider: 'Te', claim: 'Te', role: '0002' });
  }, 30_000);

  it('asks before deleting, then sends the DELETE with the id', async () => {
    const api = fakeApi({ [list]: answer(rows(3)), ...roleApis, 'DELETE system/ssorules': () => ok(undefined, 'Deleted') });
    const { user: events } = renderPage(<SsorulePage />, { url: '/system/ssorule', user });
    await within(await table()).findByText('Ssorule 2');
    await events.click(screen.getByLabelText('Actions: Ssorule 2'));
    await events.click(await screen.findByTestId('action-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this rule?');
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/ssorules').map((call) => call.body)).toEqual([['r-2']]));
  });
});
