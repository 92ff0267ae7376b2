'use client';

import { usePathname } from 'next/navigation';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useWorkspaceTabs } from './tabs-context';

const noSubscription = () => () => undefined;

/**
 * A page whose tree its tab keeps. App Router remounts a page on every navigation, so the page hands its
 * rendered children (with the section's messages they read) to the console frame's <TabOutlet>, which
 * keeps one tree per tab; each server render of the page hands the new children to the same tree, so
 * its state stays. Until hydration, and without tabs, the page renders in place.
 */
export function KeptPage({ children }: { children: ReactNode }) {
  const tabs = useWorkspaceTabs();
  const path = usePathname();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  const kept = hydrated && tabs !== null && tabs.enabled && tabs.isTabPath(path);
  const keep = tabs?.keep;
  useLayoutEffect(() => {
    if (!kept || !keep) return;
    keep(
      path,
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
        {children}
      </NextIntlClientProvider>,
    );
  }, [kept, keep, path, locale, messages, timeZone, children]);
  return kept ? null : children;
}
