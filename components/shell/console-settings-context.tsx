'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellSettings } from '@/lib/settings/definitions';

/** The shell's settings and the logo's file id (resources/settings/logo.ts; null: the built-in mark). */
export type ConsoleSettings = ShellSettings & { logo: string | null };

// Outside the console (a component test without the shell): the code's defaults.
const ConsoleSettingsContext = createContext<ConsoleSettings>({ name: '', roleMfaDefault: false, logo: null });

/** The settings the console's layout read on the server for this page (lib/settings). */
export function ConsoleSettingsProvider({ settings, children }: { settings: ConsoleSettings; children: ReactNode }) {
  return <ConsoleSettingsContext.Provider value={settings}>{children}</ConsoleSettingsContext.Provider>;
}

export function useConsoleSettings(): ConsoleSettings {
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
