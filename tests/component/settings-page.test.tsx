import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSettingsSchema } from '@/resources/settings/schema';
import type { SettingItem } from '@/resources/settings/ui/setting-api';
import { SettingPage } from '@/resources/settings/ui/setting-page';
import { fakeApi, ok, refuse } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const list = 'POST system/settings';
const user = shellUserWith(actions('/system/setting', 'edit', 'delete'));

const rows: SettingItem[] = [
  { id: 'consoleName', key: 'consoleName', kind: 'text', value: 'Acme', stored: null, fallback: '', env: 'CONSOLE_NAME', source: 'env' },
  { id: 'sessionIdleMinutes', key: 'sessionIdleMinutes', kind: 'number', value: '45', stored: '45', fallback: '30', env: 'SESSION_IDLE_MINUTES', source: 'stored' },
  { id: 'roleMfaDefault', key: 'roleMfaDefault', kind: 'boolean', value: 'false', stored: null, fallback: 'false', env: 'ROLE_MFA_DEFAULT', source: 'default' },
];
const answer = () => ok({ list: rows, total: rows.length });
const table = () => screen.findByRole('table', { name: 'Settings' });

describe('SettingPage', () => {
  it('names each setting in words, shows its value and where it comes from, with no add', async () => {
    const api = fakeApi({ [list]: answer });
    renderPage(<SettingPage />, { url: '/system/setting', user });
    const grid = await table();
    expect(await within(grid).findByText('Session idle timeout (minutes)')).toBeInTheDocument();
    expect(within(grid).getByText('Environment')).toHaveAttribute('title', 'Set by the environment variable CONSOLE_NAME: it wins over the value stored here.');
    expect(within(grid).getByText('No')).toBeInTheDocument();
    expect(screen.queryByTestId('add')).toBeNull();
    // The list's body is one the contract takes (the server refuses an unknown field).
    expect(listSettingsSchema.safeParse(api.to(list)[0]?.body).error).toBeUndefined();
    expect(api.unrouted()).toEqual([]);
  });

  it('edits a number in a number box (checked by its rule before sending) and a flag with a switch; a 400 shows under the value', async () => {
    const api = fakeApi({
      [list]: answer,
      'POST system/settings/edit': (request) =>
        (request.body as { id: string }).id === 'sessionIdleMinutes' ? refuse(400, 'Invalid input', { value: 'This value is out of range.' }) : ok(undefined, 'Saved'),
    });
    const { user: events } = renderPage(<SettingPage />, { url: '/system/setting', user });
    await within(await table()).findByText('Session idle timeout (minutes)');
    await events.click(screen.getByLabelText('Actions: Session idle timeout (minutes)'));
    await events.click(await screen.findByTestId('action-edit'));
    let dialog = await screen.findByTestId('setting-form');
    const box = within(dialog).getByLabelText('Value');
    expect(box).toHaveAttribute('type', 'number');
    await events.clear(box);
    await events.type(box, '0');
    await events.click(within(dialog).getByTestId('form-save'));
    // The browser checks the setting's own rule first: nothing is sent.
    expect(await within(dialog).findByTestId('error-setting-value')).toHaveTextContent('This value is out of range.');
    expect(api.to('POST system/settings/edit')).toEqual([]);
    await events.clear(box);
    await events.type(box, '20');
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/settings/edit').map((c) => c.body)).toEqual([{ id: 'sessionIdleMinutes', value: '20' }]));
    expect(await within(dialog).findByTestId('error-setting-value')).toHaveTextContent('This value is out of range.');
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('setting-form')).toBeNull());

    await events.click(screen.getByLabelText('Actions: New roles require a second factor'));
    await events.click(await screen.findByTestId('action-edit'));
    dialog = await screen.findByTestId('setting-form');
    await events.click(within(dialog).getByRole('switch'));
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/settings/edit').at(-1)?.body).toEqual({ id: 'roleMfaDefault', value: true }));
  }, 30_000);
});
