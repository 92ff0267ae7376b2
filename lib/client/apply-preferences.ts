import { localeCookie } from '@/lib/i18n/locales';
import type { Preferences } from '@/lib/preferences/schema';
import { themeColorClass, themeColorCookie, themeColors } from '@/lib/theme';
import { storageKeys, writeCookie, writeLocal } from './storage';

/** The browser-side keys the first paint reads: next-themes' localStorage key and the shadcn sidebar's cookie. */
export const themeModeKey = 'theme-mode';
export const sidebarCookie = 'sidebar_state';

/**
 * Puts a user's saved preferences where this browser's first paint reads them (cookies for the server's
 * locale, colour and sidebar; localStorage for the theme mode): called at sign-in, so a new browser
 * opens the console as the user left it elsewhere.
 */
export function applyPreferences(preferences: Preferences): void {
  if (preferences.locale) {
    writeLocal(storageKeys.locale, preferences.locale);
    writeCookie(localeCookie, preferences.locale);
  }
  if (preferences.color) {
    writeLocal(storageKeys.themeColor, preferences.color);
    writeCookie(themeColorCookie, preferences.color);
  }
  if (preferences.theme) {
    writeLocal(themeModeKey, preferences.theme);
    writeCookie(themeModeKey, preferences.theme);
  }
  if (preferences.sidebarOpen !== undefined) writeCookie(sidebarCookie, String(preferences.sidebarOpen));
}

/**
 * The same for a page the server renders for a signed-in user: a script run before the first paint,
 * setting the theme mode and colour on <html> (the server's locale and sidebar come from the preferences
 * themselves). The values are the schema's enums, so they are safe to inline.
 */
export function preferencesScript(preferences: Pick<Preferences, 'theme' | 'color'>): string {
  const colorClasses = themeColors.map(themeColorClass).filter(Boolean);
  const { theme, color } = preferences;
  if (!theme && !color) return '';
  return `(function(){try{var h=document.documentElement;${
    theme
      ? `localStorage.setItem(${JSON.stringify(themeModeKey)},${JSON.stringify(theme)});var d=${theme === 'system' ? "matchMedia('(prefers-color-scheme: dark)').matches" : String(theme === 'dark')};h.classList.toggle('dark',d);h.style.colorScheme=d?'dark':'light';`
      : ''
  }${color ? `${JSON.stringify(colorClasses)}.forEach(function(c){h.classList.remove(c)});${color === 'default' ? '' : `h.classList.add(${JSON.stringify(themeColorClass(color))});`}localStorage.setItem(${JSON.stringify(storageKeys.themeColor)},${JSON.stringify(color)});` : ''}}catch(e){}})();`;
}
