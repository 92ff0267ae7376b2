import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/providers/theme-provider';
import { releaseRecoveryScript } from '@/lib/client/release-reload';
import { shellSettings } from '@/lib/settings/read';
import { isThemeColor, themeColorClass, themeColorCookie } from '@/lib/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  const name = (await shellSettings()).name || t('template');
  return { title: { default: name, template: `%s · ${name}` }, description: t('templateDesc') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const color = (await cookies()).get(themeColorCookie)?.value;
  return (
    // next-themes sets the dark class before paint, so the server's class list differs on purpose.
    <html lang={locale} className={isThemeColor(color) ? themeColorClass(color) : undefined} suppressHydrationWarning>
      <body className="min-h-svh antialiased">
        {/* Before any chunk: a page of an older release reloads once when its chunks are gone. */}
        <script dangerouslySetInnerHTML={{ __html: releaseRecoveryScript }} />
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  );
}
