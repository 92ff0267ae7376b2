import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '@/components/account/profile-form';
import { readLocal, storageKeys } from '@/lib/client/storage';
import { fakeApi, ok, type Answer } from './support/api';
import { navigation } from './support/navigation';
import { renderPage, shellUserWith } from './support/render';

// A session that ends while a form holds unsaved input (issue 32, part 4): the sign-in dialog opens in
// place, and once signed in the form's save is sent again and goes through, the input intact.

const idle: Answer = { code: 401, message: 'Signed out after 30 minutes without activity. Sign in again.', data: { reason: 'idle', minutes: 30 } };
const profile = { username: 'admin', name: 'Test Admin', nameZh: '', email: 'admin@example.test', phone: '123456' };

function setUp() {
  let signedIn = false;
  const api = fakeApi({
    'POST user/profile': () => (signedIn ? ok(undefined, 'Success') : idle),
    'POST user/login': ({ body }) => {
      if (JSON.stringify(body) !== JSON.stringify({ username: 'admin', password: 'right-one' })) return ok({ status: 'error', field: 'password', msg: 'The password is wrong.' });
      signedIn = true;
      return ok({ status: 'ok', token: 'fresh.token.here' });
    },
    'GET user/profile': () => ok(profile),
    'GET user/userInfo': () => ok({ ...shellUserWith([]), roles: [], permissions: [] }),
  });
  window.history.replaceState(null, '', '/account');
  const page = renderPage(<ProfileForm profile={profile} />, { url: '/account', user: shellUserWith([]) });
  return { api, ...page };
}

describe('a session that ends under unsaved input', () => {
  it('asks to sign in again in place; a wrong password says so; the right one sends the save again with the same input', async () => {
    const { api, user } = setUp();
    const name = screen.getByLabelText(/^name/i, { selector: '#profile-name' });
    await user.clear(name);
    await user.type(name, 'Renamed While Away');
    await user.click(screen.getByTestId('profile-save'));
    const dialog = await screen.findByTestId('sign-in-again');
    expect(dialog).toHaveTextContent('You were signed out after a while without activity');
    expect(screen.getByLabelText('Username', { selector: '#sign-in-again-username' })).toHaveValue('admin');
    await user.type(screen.getByLabelText('Password', { selector: '#sign-in-again-password' }), 'wrong');
    await user.click(screen.getByTestId('sign-in-again-confirm'));
    expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
    expect(api.to('POST user/profile')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Password', { selector: '#sign-in-again-password' }));
    await user.type(screen.getByLabelText('Password', { selector: '#sign-in-again-password' }), 'right-one');
    await user.click(screen.getByTestId('sign-in-again-confirm'));
    await waitFor(() => expect(api.to('POST user/profile')).toHaveLength(2));
    expect(api.to('POST user/profile')[1]?.body).toEqual(api.to('POST user/profile')[0]?.body);
    expect(api.to('POST user/profile')[0]?.body).toMatchObject({ name: 'Renamed While Away' });
    await waitFor(() => expect(screen.queryByTestId('sign-in-again')).toBeNull());
    expect(readLocal(storageKeys.token)).toBe('fresh.token.here');
    expect(screen.getByLabelText(/^name/i, { selector: '#profile-name' })).toHaveValue('Renamed While Away');
    expect(navigation.pathname()).toBe('/account');
  });

  it('leaves for the sign-in page when the dialog is closed, without sending the save again', async () => {
    const { api, user } = setUp();
    await user.type(screen.getByLabelText(/^name/i, { selector: '#profile-name' }), ' more');
    await user.click(screen.getByTestId('profile-save'));
    await screen.findByTestId('sign-in-again');
    await user.click(screen.getByRole('button', { name: 'Leave the page' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/login'));
    expect(api.to('POST user/profile')).toHaveLength(1);
    expect(api.to('POST user/login')).toHaveLength(0);
  });

  it('goes straight to the sign-in page when no form holds unsaved input', async () => {
    const { user } = setUp();
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(navigation.pathname()).toBe('/login'));
    expect(screen.queryByTestId('sign-in-again')).toBeNull();
  });
});
