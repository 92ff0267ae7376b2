'use client';

import { useSyncExternalStore } from 'react';

/** The theme's colours as plain rgb()/rgba() strings, for canvas libraries that cannot parse oklch(). */
export interface ThemeTokens {
  /** the class list of <html>: changes with the mode and the theme colour */
  key: string;
  dark: boolean;
  /** the page's font stack, for text drawn on a canvas */
  fontFamily: string;
  background: string;
  card: string;
  foreground: string;
  mutedForeground: string;
  muted: string;
  border: string;
  primary: string;
  popover: string;
  popoverForeground: string;
  /** --chart-1..5, laid over the card so translucent theme colours stay opaque where series overlap */
  chart: string[];
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const classList = () => document.documentElement.className;
const serverClassList = () => '';

let cached: ThemeTokens | undefined;

function readTokens(key: string): ThemeTokens {
  if (cached?.key === key) return cached;
  const style = getComputedStyle(document.documentElement);
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const raw = (name: string) => style.getPropertyValue(`--${name}`).trim();
  // The canvas resolves any CSS colour (oklch, alpha) to sRGB pixels.
  const rgb = (value: string, under?: string) => {
    if (!ctx || !value) return value;
    ctx.clearRect(0, 0, 1, 1);
    for (const layer of under ? [under, value] : [value]) {
      ctx.fillStyle = '#000';
      ctx.fillStyle = layer;
      ctx.fillRect(0, 0, 1, 1);
    }
    const [r = 0, g = 0, b = 0, a = 255] = ctx.getImageData(0, 0, 1, 1).data;
    return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(3)})`;
  };
  const card = raw('card');
  cached = {
    key,
    dark: document.documentElement.classList.contains('dark'),
    fontFamily: getComputedStyle(document.body).fontFamily,
    background: rgb(raw('background')),
    card: rgb(card),
    foreground: rgb(raw('foreground')),
    mutedForeground: rgb(raw('muted-foreground')),
    muted: rgb(raw('muted')),
    border: rgb(raw('border'), card),
    primary: rgb(raw('primary')),
    popover: rgb(raw('popover')),
    popoverForeground: rgb(raw('popover-foreground')),
    chart: [1, 2, 3, 4, 5].map((i) => rgb(raw(`chart-${i}`), card)),
  };
  return cached;
}

/**
 * The current theme tokens, read again whenever the class of <html> changes (next-themes' `dark`,
 * the theme colour's `theme-<colour>`), so canvas charts re-render with the new palette.
 */
export function useThemeTokens(): ThemeTokens | null {
  const key = useSyncExternalStore(subscribe, classList, serverClassList);
  return typeof document === 'undefined' ? null : readTokens(key);
}
