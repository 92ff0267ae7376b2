import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { ConsoleProviders } from '@/components/providers/console-providers';
import { ConsoleFrame } from '@/components/shell/console-frame';
import { PreferencesProvider } from '@/components/shell/preferences-context';
import { ConsoleSettingsProvider } from '@/components/shell/console-settings-context';
import { MenuProvider } from '@/components/shell/menu-context';
import { SessionProvider } from '@/components/shell/session-context';
import { readMenu } from '@/lib/auth/menu-read';
import { readPreferences } from '@/lib/account/preferences';
import { pageSession, redirectSignedOut } from '@/lib/auth/page-session';
import { shellUser } from '@/lib/auth/shell-user';
import { userInfo } from '@/lib/auth/user-info';
import { preferencesScript } from '@/lib/client/apply-preferences';
import { isLocale } from '@/lib/i18n/locales';
import { scopedMessages } from '@/lib/i18n/scoped-messages';
import { visibleMenu } from '@/lib/menu';
import { menuPaths } from '@/lib/rbac';
import { shellSettings } from '@/lib/settings/read';
import { logoFile } from '@/resources/settings/logo';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await pageSession();
  if (!session) return redirectSignedOut();
  const locale = await getLocale();
  // What the shell's client code reads of the user info; the grant lists stay on the server.
  const info = shellUser(userInfo(session, isLocale(locale) ? locale : 'en'));
  // Only what the current role may see leaves the server.
  const menu = visibleMenu(await readMenu(), new Set(menuPaths(session.effective)));
  // The user's preferences, read here so the first paint is theirs on any browser (no flash of the defaults).
  const preferences = await readPreferences(session.user.id);
  // This browser's sidebar cookie is written at the toggle itself, so it is never older than the saved
  // preference (saved half a second later); without one (a browser that has not seen the console since
  // sign-in) the saved preference opens it as the user left it elsewhere.
  const sidebarCookie = (await cookies()).get('sidebar_state')?.value;
  const sidebarOpen = sidebarCookie !== undefined ? sidebarCookie !== 'false' : (preferences.sidebarOpen ?? true);
  const script = preferencesScript(preferences);
  const [settings, logo] = await Promise.all([shellSettings(), logoFile()]);
  return (
    // The shell's texts only; each section's layout adds its pages' (components/providers/section-messages.tsx).
    <NextIntlClientProvider messages={scopedMessages(await getMessages())}>
      <ConsoleProviders>
        <SessionProvider initial={info}>
          <ConsoleSettingsProvider settings={{ ...settings, logo }}>
            <MenuProvider tree={menu}>
              {script && <script dangerouslySetInnerHTML={{ __html: script }} />}
              <PreferencesProvider tables={preferences.tables}>
                <ConsoleFrame sidebarOpen={sidebarOpen} tabs={{ enabled: preferences.tabsEnabled !== false, initial: preferences.tabs ?? [] }}>
                  {/* A role switch mounts the page anew: a 403 (Next's boundary keeps it until the path changes) renders the page it now may open. */}
                  <Fragment key={session.currentRole}>{children}</Fragment>
                </ConsoleFrame>
              </PreferencesProvider>
            </MenuProvider>
          </ConsoleSettingsProvider>
        </SessionProvider>
      </ConsoleProviders>
    </NextIntlClientProvider>
  );
}
