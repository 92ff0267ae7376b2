import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleSettingsProvider } from '@/components/shell/console-settings-context';
import { listSettingsSchema } from '@/resources/settings/schema';
import type { SettingItem } from '@/resources/settings/ui/setting-api';
import { SettingPage } from '@/resources/settings/ui/setting-page';
import { fakeApi, ok, refuse } from './support/api';
import { navigation } from './support/navigation';
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

  describe('the console logo', () => {
    const withLogo = (logo: string | null) => (
      <ConsoleSettingsProvider settings={{ name: 'Acme', roleMfaDefault: false, logo }}>
        <SettingPage />
      </ConsoleSettingsProvider>
    );
    const section = () => screen.findByTestId('console-logo-setting');

    it('uploads a logo picked from the disk, previews it on light and dark, and has the shell re-read it', async () => {
      const api = fakeApi({ [list]: answer, 'POST system/settings/logo': () => ok({ file: 'f-new' }, 'Saved') });
      const { user: events } = renderPage(withLogo(null), { url: '/system/setting', user });
      const card = await section();
      expect(within(card).getByText('No logo: the built-in mark is shown.')).toBeInTheDocument();
      expect(within(card).queryByTestId('logo-remove')).toBeNull();
      expect(within(card).getByTestId('logo-input')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
      const refreshes = navigation.refreshes();
      await events.upload(within(card).getByTestId('logo-input'), new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
      await waitFor(() => expect(api.to('POST system/settings/logo')).toHaveLength(1));
      const light = await within(card).findByAltText('Logo on a light background');
      expect(light).toHaveAttribute('src', '/api/system/settings/logo?v=f-new');
      expect(within(card).getByAltText('Logo on a dark background')).toHaveAttribute('src', '/api/system/settings/logo?v=f-new');
      expect(within(card).getByTestId('logo-upload')).toHaveTextContent('Replace');
      expect(navigation.refreshes()).toBe(refreshes + 1);
    });

    it('removes the logo: the built-in mark again', async () => {
      const api = fakeApi({ [list]: answer, 'DELETE system/settings/logo': () => ok({ file: null }, 'Saved') });
      const { user: events } = renderPage(withLogo('f-1'), { url: '/system/setting', user });
      const card = await section();
      expect(within(card).getByAltText('Logo on a light background')).toHaveAttribute('src', '/api/system/settings/logo?v=f-1');
      await events.click(within(card).getByTestId('logo-remove'));
      await waitFor(() => expect(api.to('DELETE system/settings/logo')).toHaveLength(1));
      expect(await within(card).findByText('No logo: the built-in mark is shown.')).toBeInTheDocument();
      expect(within(card).queryByTestId('logo-preview')).toBeNull();
    });

    it('keeps the logo on a refused upload', async () => {
      fakeApi({ [list]: answer, 'POST system/settings/logo': () => refuse(400, 'Invalid input', { file: 'This type of file is not allowed.' }) });
      const { user: events } = renderPage(withLogo('f-1'), { url: '/system/setting', user });
      const card = await section();
      await events.upload(within(card).getByTestId('logo-input'), new File(['<svg/>'], 'logo.png', { type: 'image/png' }));
      await waitFor(() => expect(within(card).getByTestId('logo-upload')).not.toBeDisabled());
      expect(within(card).getByAltText('Logo on a light background')).toHaveAttribute('src', '/api/system/settings/logo?v=f-1');
    });

    it('shows a reader the logo without the buttons', async () => {
      fakeApi({ [list]: answer });
      renderPage(withLogo('f-1'), { url: '/system/setting', user: shellUserWith(actions('/system/setting')) });
      const card = await section();
      expect(within(card).getByTestId('logo-preview')).toBeInTheDocument();
      expect(within(card).queryByTestId('logo-upload')).toBeNull();
      expect(within(card).queryByTestId('logo-remove')).toBeNull();
    });
  });
});
