import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnrolForm } from '@/components/login/enrol-form';
import { enrolTexts } from '@/components/login/login-texts';
import { enrolTicketKey } from '@/lib/auth/factor-kinds';
import { catalogues } from '@/lib/i18n/catalogues';
import type { MessageTree } from '@/lib/resource/registration';
import { fakeApi, ok, refuse, type Route } from './support/api';
import { navigation } from './support/navigation';

// The browser's WebAuthn ceremony, which jsdom lacks: a registration answer, or the user's cancel.
const ceremony = vi.hoisted(() => ({ startRegistration: vi.fn(), browserSupportsWebAuthn: () => true }));
vi.mock('@simplewebauthn/browser', () => ceremony);

const ticket = 'T'.repeat(43);
const answer = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' }, clientExtensionResults: {} };
const options = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Admin Console' }, user: { id: 'dQ', name: 'forced', displayName: 'forced' }, pubKeyCredParams: [] };

/** An English message by its id, as the server page's translator gives it (these have no placeholders). */
function english(key: string): string {
  let node: MessageTree | string = catalogues.en;
  for (const part of key.split('.')) node = typeof node === 'string' ? node : (node[part] ?? key);
  return typeof node === 'string' ? node : key;
}

function setUp(register: Route) {
  window.sessionStorage.setItem(enrolTicketKey, ticket);
  const api = fakeApi({
    'POST user/mfa/totp/setup': () => ok({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Console:forced?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
    'POST user/mfa/passkeys/options': () => ok(options),
    'POST user/mfa/passkeys': register,
  });
  // The page outside the console: no session, its words passed in as the server page passes them.
  navigation.start('/login/enrol');
  render(<EnrolForm texts={enrolTexts(english)} />);
  return { api, user: userEvent.setup() };
}

beforeEach(() => {
  window.localStorage.clear();
  ceremony.startRegistration.mockReset();
});

describe('the forced enrolment page', () => {
  it('adds a passkey with the ticket as the bearer, keeps the session it answers and enters the console', async () => {
    ceremony.startRegistration.mockResolvedValue(answer);
    const { api, user } = setUp(() => ok({ id: 7, status: 'ok', token: 'session-token' }));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey instead' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/'));
    expect(ceremony.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.to('POST user/mfa/passkeys')).toEqual([expect.objectContaining({ body: { name: 'Passkey', response: answer }, authorization: `Bearer ${ticket}` })]);
    expect(api.to('POST user/mfa/passkeys/options')[0]?.authorization).toBe(`Bearer ${ticket}`);
    expect(window.localStorage.getItem('token')).toBe('session-token');
    expect(window.sessionStorage.getItem(enrolTicketKey)).toBeNull();
  });

  it('says so when the browser ceremony is cancelled, and sends nothing to register', async () => {
    ceremony.startRegistration.mockRejectedValue(new Error('NotAllowedError'));
    const { api, user } = setUp(() => ok({ id: 7, status: 'ok', token: 'session-token' }));
    await user.click(await screen.findByRole('button', { name: 'Add a passkey instead' }));
    expect(await screen.findByText('No passkey was added (cancelled or timed out).')).toBeVisible();
    expect(api.to('POST user/mfa/passkeys')).toHaveLength(0);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's refusal, and the expired page when the ticket is spent", async () => {
    ceremony.startRegistration.mockResolvedValue(answer);
    let refusal = refuse(400, 'The passkey could not be registered.', { response: 'The passkey could not be registered.' });
    const { user } = setUp(() => refusal);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey instead' }));
    expect(await screen.findByText('The passkey could not be registered.')).toBeVisible();
    refusal = refuse(401, 'Signed out');
    await user.click(screen.getByRole('button', { name: 'Add a passkey instead' }));
    expect(await screen.findByTestId('enrol-expired')).toBeVisible();
  });
});
