'use client';

import { Check, Palette } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { savePreferences } from '@/lib/client/preferences';
import { readLocal, storageKeys, writeCookie, writeLocal } from '@/lib/client/storage';
import { isThemeColor, themeColorClass, themeColorCookie, themeColors, themeSwatches, type ThemeColor } from '@/lib/theme';

function currentColor(): ThemeColor {
  if (typeof document === 'undefined') return 'default';
  const stored = readLocal(storageKeys.themeColor);
  if (isThemeColor(stored)) return stored;
  return themeColors.find((c) => c !== 'default' && document.documentElement.classList.contains(themeColorClass(c))) ?? 'default';
}

/** Applies a colour at once (class on <html>) and keeps it in localStorage and a cookie for the server. */
function applyColor(color: ThemeColor) {
  const html = document.documentElement;
  for (const c of themeColors) if (c !== 'default') html.classList.remove(themeColorClass(c));
  if (color !== 'default') html.classList.add(themeColorClass(color));
  writeLocal(storageKeys.themeColor, color);
  writeCookie(themeColorCookie, color);
}

export function ThemeColorPicker() {
  const t = useTranslations('theme');
  const [color, setColor] = useState<ThemeColor>(currentColor);
  const choose = (next: ThemeColor) => {
    applyColor(next);
    setColor(next);
    savePreferences({ color: next });
  };
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('color')} data-testid="theme-color">
          <Palette />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64">
        <p className="mb-3 text-sm font-medium">{t('color')}</p>
        <div className="grid grid-cols-4 gap-2">
          {themeColors.map((c) => (
            <button
              key={c}
              type="button"
              onClick={() => choose(c)}
              aria-pressed={c === color}
              title={t(`colors.${c}`)}
              className="hover:bg-accent flex flex-col items-center gap-1 rounded-md p-1.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-accent"
            >
              <span className="flex size-7 items-center justify-center rounded-full text-white" style={{ background: themeSwatches[c] }}>
                {c === color && <Check className="size-4" />}
              </span>
              <span className="text-muted-foreground truncate">{t(`colors.${c}`)}</span>
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
