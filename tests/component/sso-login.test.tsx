import { render, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/app/login/page';
import { enrolTicketKey } from '@/lib/auth/factor-kinds';
import { ssoErrorCodes } from '@/lib/auth/sso-errors';
import { catalogues } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { navigation } from './support/navigation';

// Single sign-on on the sign-in page: one "Sign in with <name>" link per configured provider (en and zh),
// and the callback's second-factor ticket taken from the fragment.

const server = vi.hoisted(() => ({ locale: 'en' as Locale }));
// The sign-in page reads the settings (lib/settings/read.ts): none are stored here, so the environment's and
// the defaults apply (jsdom cannot open the embedded database).
// No provider is added in the console either (the table's query answers no rows).
vi.mock('@/lib/db/client', () => {
  interface NoRows extends Promise<never[]> {
    where(): NoRows;
    orderBy(): NoRows;
  }
  const none = (): NoRows => Object.assign(Promise.resolve([]), { where: none, orderBy: none });
  return { getDb: async () => ({ select: () => ({ from: none }) }) };
});
vi.mock('next-intl/server', () => ({
  getLocale: async () => server.locale,
  getTranslations: async (namespace?: string) => createTranslator({ locale: server.locale, messages: catalogues[server.locale], namespace }),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  server.locale = 'en';
  window.sessionStorage.clear();
});

const renderLogin = async (query: Record<string, string> = {}) => render(await LoginPage({ searchParams: Promise.resolve(query) }));
const provider = () => {
  vi.stubEnv('OIDC_ISSUER', 'https://id.example.com');
  vi.stubEnv('OIDC_CLIENT_ID', 'console');
  vi.stubEnv('OIDC_CLIENT_SECRET', 'secret');
  vi.stubEnv('OIDC_NAME', 'Corp');
};

describe('single sign-on on the sign-in page', () => {
  it('links each provider to the start, with the page to return to, in both languages', async () => {
    provider();
    vi.stubEnv('OIDC_PROVIDERS', JSON.stringify([{ id: 'lab', name: 'Lab', issuer: 'https://lab.example.com', clientId: 'c', clientSecret: 's' }]));
    navigation.start('/login?next=%2Fsystem%2Fuser');
    const { unmount } = await renderLogin({ next: '/system/user' });
    expect(screen.getByRole('link', { name: 'Sign in with Corp' })).toHaveAttribute('href', '/api/auth/oidc/start?provider=default&next=%2Fsystem%2Fuser');
    expect(screen.getByRole('link', { name: 'Sign in with Lab' })).toHaveAttribute('href', '/api/auth/oidc/start?provider=lab&next=%2Fsystem%2Fuser');
    unmount();
    server.locale = 'zh';
    await renderLogin();
    expect(screen.getByRole('link', { name: '使用 Corp 登录' })).toHaveAttribute('href', '/api/auth/oidc/start?provider=default');
  });

  it('shows no link without a provider, nor with a malformed list', async () => {
    navigation.start('/login');
    const { unmount } = await renderLogin();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    unmount();
    vi.stubEnv('OIDC_PROVIDERS', '[{"id":"x"}]');
    await renderLogin();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('opens the second step for a ticket in the fragment, and clears the fragment', async () => {
    provider();
    const ticket = 'a'.repeat(43);
    navigation.start('/login');
    window.history.replaceState(null, '', `/login#mfa=${ticket}&methods=totp,recovery`);
    await renderLogin();
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('sends an enrolment ticket to the enrolment page through this tab only', async () => {
    const ticket = 'b'.repeat(43);
    navigation.start('/login');
    window.history.replaceState(null, '', `/login#enrol=${ticket}`);
    await renderLogin();
    await waitFor(() => expect(navigation.pathname()).toBe('/login/enrol'));
    expect(window.sessionStorage.getItem(enrolTicketKey)).toBe(ticket);
    expect(window.location.hash).toBe('');
  });
});

describe("a single sign-on's failure on the sign-in page", () => {
  it('shows each code its own message, in both languages, as an alert', async () => {
    navigation.start('/login');
    const seen = new Set<string>();
    for (const locale of ['en', 'zh'] as const) {
      server.locale = locale;
      const t = await getTranslations('ssoError');
      for (const code of ssoErrorCodes) {
        const { unmount } = await renderLogin({ error: code });
        const text = screen.getByRole('alert').textContent ?? '';
        expect(text).toBe(t(code));
        seen.add(text);
        unmount();
      }
    }
    expect(seen.size).toBe(ssoErrorCodes.length * 2);
  });

  it('shows the generic message for an unknown code, and never the value itself', async () => {
    navigation.start('/login');
    const { unmount } = await renderLogin({ error: '<b>Call +1-555 now</b>' });
    expect(screen.getByRole('alert')).toHaveTextContent('Single sign-on failed. Start again, or sign in with your password.');
    expect(document.body.textContent ?? '').not.toContain('555');
    unmount();
    await renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
