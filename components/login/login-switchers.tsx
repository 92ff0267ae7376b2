'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTheme } from 'next-themes';
import { useTransition } from 'react';
import { writeCookie, writeLocal, storageKeys } from '@/lib/client/storage';
import { localeCookie, locales, type Locale } from '@/lib/i18n/locales';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

const localeLabels = { en: 'EN', zh: '中文' } as const;
const modes = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
] as const;

const segment =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px] outline-none aria-pressed:bg-background aria-pressed:shadow-sm';

/** Language and theme switches for the sign-in page: plain toggle buttons, no menu library. */
export function LoginSwitchers({ locale, labels }: { locale: Locale; labels: { language: string; theme: string; light: string; dark: string; system: string } }) {
  const router = useRouter();
  const { theme, setTheme } = useTheme();
  const [pending, startTransition] = useTransition();
  // The stored mode is known only in the browser: mark none pressed until hydrated.
  const mode = useHydrated() ? (theme ?? 'system') : null;
  const chooseLocale = (next: Locale) => {
    writeLocal(storageKeys.locale, next);
    writeCookie(localeCookie, next);
    startTransition(() => router.refresh());
  };
  const chooseMode = (mode: string) => {
    setTheme(mode);
    writeCookie('theme-mode', mode);
  };
  return (
    <div className="flex items-center gap-2">
      <div role="group" aria-label={labels.language} className="bg-muted flex rounded-lg p-0.5">
        {locales.map((l) => (
          <button key={l} type="button" aria-pressed={l === locale} disabled={pending} className={segment} onClick={() => chooseLocale(l)}>
            {localeLabels[l]}
          </button>
        ))}
      </div>
      <div role="group" aria-label={labels.theme} className="bg-muted flex rounded-lg p-0.5">
        {modes.map(({ value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            aria-label={labels[value]}
            title={labels[value]}
            className={cn(segment, 'px-2')}
            onClick={() => chooseMode(value)}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        ))}
      </div>
    </div>
  );
}
