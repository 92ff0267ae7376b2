import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/app/login/page';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/client/api';
import { catalogues } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { fakeApi, refuse } from './support/api';
import { navigation } from './support/navigation';
import { renderPage, shellUserWith } from './support/render';

// A session that timed out: the console goes to the sign-in page with the reason and the page it was on;
// the sign-in page says why (en and zh) and returns there after sign-in.

const server = vi.hoisted(() => ({ locale: 'en' as Locale }));
// The sign-in page reads the settings (lib/settings/read.ts): none are stored here, so the environment's and
// the defaults apply (jsdom cannot open the embedded database).
vi.mock('@/lib/db/client', () => ({ getDb: async () => ({ select: () => ({ from: async () => [] }) }) }));
vi.mock('next-intl/server', () => ({
  getLocale: async () => server.locale,
  getTranslations: async () => createTranslator({ locale: server.locale, messages: catalogues[server.locale] }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  server.locale = 'en';
});

function Probe() {
  return <Button onClick={() => void apiRequest('system/users').catch(() => undefined)}>load</Button>;
}

describe('the console on a 401', () => {
  it('goes to the sign-in page with the reason and the page (path and query) to return to', async () => {
    fakeApi({ 'GET system/users': () => ({ ...refuse(401, 'Signed out after 30 minutes without activity. Sign in again.'), data: { reason: 'idle', minutes: 30 } }) });
    window.history.replaceState(null, '', '/system/user?page=2');
    const { user } = renderPage(<Probe />, { url: '/system/user?page=2', user: shellUserWith([]) });
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/login'));
    expect(navigation.query()).toEqual({ reason: 'idle', next: '/system/user?page=2' });
    // No error toast: the page makes way for the sign-in page.
    expect(screen.queryByText(/Signed out after/)).toBeNull();
  });

  it('names no reason for a session that ended otherwise', async () => {
    fakeApi({ 'GET system/users': () => refuse(401, 'Please sign in.') });
    window.history.replaceState(null, '', '/system/role');
    const { user } = renderPage(<Probe />, { url: '/system/role', user: shellUserWith([]) });
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/login'));
    expect(navigation.query()).toEqual({ next: '/system/role' });
  });
});

describe('the sign-in page', () => {
  const renderLogin = async (query: Record<string, string>) => render(await LoginPage({ searchParams: Promise.resolve(query) }));

  it('says the session was idle for the configured minutes, in a live region, and returns to the page after sign-in', async () => {
    vi.stubEnv('SESSION_IDLE_MINUTES', '15');
    const api = fakeApi({ 'POST user/login': () => ({ code: 200, data: { status: 'ok', token: 'a.b.c' } }) });
    navigation.start('/login?reason=idle&next=%2Fsystem%2Fuser%3Fpage%3D2');
    await renderLogin({ reason: 'idle', next: '/system/user?page=2' });
    const notice = screen.getByTestId('signed-out-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Signed out after 15 minutes without activity. Sign in to go back to where you were.');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/system/user'));
    expect(navigation.query()).toEqual({ page: '2' });
    expect(api.to('POST user/login')).toHaveLength(1);
  });

  it('says so in Chinese, and for the absolute timeout', async () => {
    server.locale = 'zh';
    await renderLogin({ reason: 'idle' });
    expect(screen.getByTestId('signed-out-notice')).toHaveTextContent('超过 30 分钟没有操作，已退出登录。登录后回到原来的页面。');
    server.locale = 'en';
    await renderLogin({ reason: 'expired' });
    expect(screen.getAllByTestId('signed-out-notice')[1]).toHaveTextContent('Signed out: a session lasts at most 12 hours.');
  });

  it('shows no notice without a known reason, and never returns to another site', async () => {
    fakeApi({ 'POST user/login': () => ({ code: 200, data: { status: 'ok', token: 'a.b.c' } }) });
    navigation.start('/login');
    await renderLogin({ reason: 'bogus', next: '//evil.example/x' });
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navigation.pathname()).toBe('/'));
  });
});
