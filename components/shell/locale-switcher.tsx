'use client';

import { Languages } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isLocale, localeCookie, locales } from '@/lib/i18n/locales';
import { savePreferences } from '@/lib/client/preferences';
import { storageKeys, writeCookie, writeLocal } from '@/lib/client/storage';

const labels = { en: 'EN', zh: '中文' } as const;

export function LocaleSwitcher() {
  const locale = useLocale();
  const t = useTranslations('header');
  const tA11y = useTranslations('a11y');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = (next: string) => {
    writeLocal(storageKeys.locale, next);
    writeCookie(localeCookie, next);
    if (isLocale(next)) savePreferences({ locale: next }, 0);
    startTransition(() => router.refresh());
  };
  return (
    <DropdownMenu>
      {/* busy, not disabled, while the page refreshes: the closing menu hands focus back to this button;
          its name holds the language it shows (axe: label-content-name-mismatch) */}
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={tA11y('languageCurrent', { language: t('language') })}
          aria-busy={pending}
          data-testid="locale-switcher"
        >
          <Languages />
          <span className="max-md:sr-only">{t('language')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
          {locales.map((l) => (
            <DropdownMenuRadioItem key={l} value={l}>
              {labels[l]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
