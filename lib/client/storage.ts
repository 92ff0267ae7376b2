import { cookiePath } from '@/lib/base-path';

/** Client-side persistence: localStorage as the spec says, mirrored into cookies the server can read. */
export const storageKeys = { token: 'token', locale: 'locale', themeColor: 'theme-color' } as const;

const yearSeconds = 365 * 24 * 60 * 60;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still carries the setting.
  }
}

export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${cookiePath}; max-age=${yearSeconds}; samesite=lax`;
}
