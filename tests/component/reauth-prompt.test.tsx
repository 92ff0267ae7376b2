import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordForm } from '@/components/account/password-form';
import { ReauthPrompt } from '@/components/account/reauth-prompt';
import { fakeApi, ok, refuse, type Answer } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const stale: Answer = { code: 401, message: 'Confirm it is you: enter your password or a code again (the last check was over 10 minutes ago).', data: { reason: 'reauth', methods: ['password', 'totp'] } };

function setUp() {
  let refused = false;
  const api = fakeApi({
    // The first try is refused for want of a recent proof; the retry goes through.
    'POST user/password': () => {
      if (refused) return ok({ signedOut: 0 }, 'Password changed. Other sessions signed out: 0.');
      refused = true;
      return stale;
    },
    'POST user/reauth': ({ body }) => (JSON.stringify(body) === JSON.stringify({ password: 'right-one' }) ? ok(undefined, 'Success') : refuse(400, 'The current password is wrong.', { password: 'The current password is wrong.' })),
  });
  const page = renderPage(
    <>
      <ReauthPrompt />
      <PasswordForm username="admin" />
    </>,
    { url: '/account', user: shellUserWith([]) },
  );
  return { api, ...page };
}

async function submitPasswordForm(user: ReturnType<typeof setUp>['user']) {
  await user.type(screen.getByLabelText(/current password/i), 'old-password-1');
  await user.type(screen.getByLabelText(/^new password/i), 'new-password-22');
  await user.type(screen.getByLabelText(/repeat new password/i), 'new-password-22');
  await user.click(screen.getByTestId('password-save'));
}

describe('the re-authentication prompt', () => {
  it('opens on a 401 {reason: "reauth"}, takes the password, and sends the refused call again', async () => {
    const { api, user } = setUp();
    await submitPasswordForm(user);
    const dialog = await screen.findByTestId('reauth-dialog');
    expect(dialog).toHaveTextContent('Confirm it is you');
    // The account has an authenticator: both ways are offered.
    expect(screen.getByRole('button', { name: 'Authenticator code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { selector: '#reauth-value' }), 'wrong');
    await user.click(screen.getByTestId('reauth-confirm'));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
    expect(api.to('POST user/password')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Password', { selector: '#reauth-value' }));
    await user.type(screen.getByLabelText('Password', { selector: '#reauth-value' }), 'right-one');
    await user.click(screen.getByTestId('reauth-confirm'));
    await waitFor(() => expect(api.to('POST user/password')).toHaveLength(2));
    expect(api.to('POST user/password')[1]?.body).toEqual(api.to('POST user/password')[0]?.body);
    expect(await screen.findByText('Password changed. Other sessions signed out: 0.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('reauth-dialog')).toBeNull());
  });

  it('answers the refusal as it came when closed, without sending the call again', async () => {
    const { api, user } = setUp();
    await submitPasswordForm(user);
    await screen.findByTestId('reauth-dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('reauth-dialog')).toBeNull());
    expect(api.to('POST user/password')).toHaveLength(1);
    expect(api.to('POST user/reauth')).toHaveLength(0);
  });
});
