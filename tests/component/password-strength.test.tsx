import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordForm } from '@/components/account/password-form';
import { PasswordStrength } from '@/components/password/password-strength';
import { renderPage, shellUserWith } from './support/render';

// The strength meter under every new-password field: zxcvbn-ts's estimate in words, in a live region.

const meterText = () => screen.getByTestId('password-strength').querySelector('[aria-live="polite"]');
// The estimator and its dictionaries load on first use: slow in jsdom on a busy machine.
const loaded = { timeout: 10_000 };

function Harness({ inputs = [] }: { inputs?: string[] }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <input aria-label="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrength id="s" password={password} userInputs={inputs} />
    </>
  );
}

describe('PasswordStrength', () => {
  it('says nothing for an empty password, then how strong the typed one is, in words', async () => {
    const { user } = renderPage(<Harness />, { url: '/account', user: shellUserWith([]) });
    expect(meterText()).toHaveTextContent(/^$/);
    await user.type(screen.getByLabelText('password'), 'password1');
    await waitFor(() => expect(meterText()).toHaveTextContent('Strength: very weak'), loaded);
    await user.clear(screen.getByLabelText('password'));
    expect(meterText()).toHaveTextContent(/^$/);
    await user.type(screen.getByLabelText('password'), 'tulip lantern orbit quietly 7');
    await waitFor(() => expect(meterText()).toHaveTextContent('Strength: very strong'), loaded);
  });

  it("counts the user's own details against the password", async () => {
    const { user } = renderPage(<Harness inputs={['zephyrine.okonkwo']} />, { url: '/account', user: shellUserWith([]) });
    await user.type(screen.getByLabelText('password'), 'zephyrine.okonkwo');
    await waitFor(() => expect(meterText()).toHaveTextContent('Strength: very weak'), loaded);
  });

  it('speaks Chinese', async () => {
    const { user } = renderPage(<Harness />, { url: '/account', user: shellUserWith([]), locale: 'zh' });
    await user.type(screen.getByLabelText('password'), 'qwerty123');
    await waitFor(() => expect(meterText()).toHaveTextContent('强度：很弱'), loaded);
  });
});

describe('the account page password form', () => {
  it('rates the new password as it is typed, not the current one', async () => {
    const { user } = renderPage(<PasswordForm username="admin" />, { url: '/account', user: shellUserWith([]) });
    expect(screen.getAllByTestId('password-strength')).toHaveLength(1);
    await user.type(screen.getByLabelText('Current password'), 'whatever');
    expect(meterText()).toHaveTextContent(/^$/);
    await user.type(screen.getByLabelText('New password'), 'iloveyou');
    await waitFor(() => expect(meterText()).toHaveTextContent('Strength: very weak'), loaded);
  });
});
