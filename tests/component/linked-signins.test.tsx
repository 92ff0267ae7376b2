import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedSignins } from '@/components/account/linked-signins';
import type { OwnIdentities } from '@/components/account/sso-api';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

const own: OwnIdentities = {
  linked: [{ issuer: 'https://id.example.com', subject: 'alice-42', provider: 'Corp', createdAt: '2026-11-01T00:00:00.000Z', lastSignedInAt: null }],
  providers: [
    { id: 'default', name: 'Corp' },
    { id: 'lab', name: 'Lab' },
  ],
};

describe('Account: linked sign-in', () => {
  it('lists the linked identities and a link button per provider; unlink asks, then sends issuer and subject', async () => {
    const api = fakeApi({ 'GET user/sso': () => ok(own), 'DELETE user/sso': () => ok(undefined, 'Done') });
    const { user: events } = renderPage(<LinkedSignins />, { url: '/account', user: shellUserWith([]) });
    const row = await screen.findByTestId('linked-signin');
    expect(row).toHaveTextContent('Corp');
    expect(row).toHaveTextContent('alice-42');
    expect(screen.getAllByTestId('sso-link').map((b) => b.textContent)).toEqual(['Link Corp', 'Link Lab']);
    await events.click(within(row).getByTestId('linked-signin-unlink'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Unlink this identity?');
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE user/sso').map((c) => c.body)).toEqual([{ issuer: 'https://id.example.com', subject: 'alice-42' }]));
  });

  it("shows why the link's callback failed, from ?ssoError=, and a generic message for an unknown code", async () => {
    fakeApi({ 'GET user/sso': () => ok({ linked: [], providers: [] }) });
    const { unmount } = renderPage(<LinkedSignins />, { url: '/account?ssoError=linkedElsewhere', user: shellUserWith([]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This identity is already linked to another account.');
    expect(await screen.findByText('No identity is linked.')).toBeInTheDocument();
    unmount();
    renderPage(<LinkedSignins />, { url: '/account?ssoError=whatever', user: shellUserWith([]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on failed. Start again, or sign in with your password.');
  });
});
