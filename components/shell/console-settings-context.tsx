'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellSettings } from '@/lib/settings/definitions';

// Outside the console (a component test without the shell): the code's defaults.
const ConsoleSettingsContext = createContext<ShellSettings>({ name: '', roleMfaDefault: false });

/** The settings the console's layout read on the server for this page (lib/settings). */
export function ConsoleSettingsProvider({ settings, children }: { settings: ShellSettings; children: ReactNode }) {
  return <ConsoleSettingsContext.Provider value={settings}>{children}</ConsoleSettingsContext.Provider>;
}

export function useConsoleSettings(): ShellSettings {
  return useContext(ConsoleSettingsContext);
}

/** The console's name: the setting, or the catalogue's when it is empty. */
export function useConsoleName(): string {
  const t = useTranslations('common');
  const { name } = useConsoleSettings();
  return name || t('template');
}

/** The console's name as text, for a server component of the shell (the header). */
export function ConsoleName() {
  return useConsoleName();
}
