import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SessionProvider } from '@/components/shell/session-context';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { ShellUser } from '@/lib/auth/shell-user';
import type { Action } from '@/lib/rbac';
import { catalogues } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { navigation } from './navigation';

type Grant = ShellUser['permissions'][number];

/** Action grants on one page path (`/system/notice`: add, edit, delete). */
export const actions = (path: string, ...names: readonly Action[]): Grant[] => names.map((action) => ({ type: 'action', path, action }));

/** The signed-in user the console's layout would hand the session provider. */
export function shellUserWith(permissions: readonly Grant[], id = 'u-self'): ShellUser {
  return {
    id,
    username: 'admin',
    name: 'Test Admin',
    email: 'admin@example.test',
    roles: [{ role: 'admin', name: 'Admin' }],
    currentRole: 'admin',
    currentMenuPermission: [],
    permissions: [...permissions],
    viewAs: null,
  };
}

export interface PageOptions {
  /** where the page starts: its path and query string */
  url: string;
  user: ShellUser;
  /** the user's language (English unless told) */
  locale?: Locale;
  /** the user's time zone, as the server hands next-intl (UTC unless told) */
  timeZone?: string;
}

/**
 * Renders a page of the console inside the providers it runs in: a fresh QueryClient (the console's
 * options, no retries), next-intl with the real catalogue (English unless told) and time zone, tooltips, the session and the toaster.
 */
export function renderPage(ui: ReactElement, { url, user, locale = 'en', timeZone = 'UTC' }: PageOptions) {
  navigation.start(url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone={timeZone}>
        <TooltipProvider delayDuration={0}>
          <SessionProvider initial={user}>{ui}</SessionProvider>
          <Toaster />
        </TooltipProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, user: events, queryClient };
}

/** Picks an option of a radix select: opens it from its trigger and clicks the option in its list. */
export async function choose(events: UserEvent, trigger: HTMLElement, option: string) {
  await events.click(trigger);
  const list = await screen.findByRole('listbox');
  await events.click(within(list).getByRole('option', { name: option }));
}
