'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** light / dark / system, kept in localStorage `theme-mode` and applied before paint. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme-mode" disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
