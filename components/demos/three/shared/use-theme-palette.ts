'use client';

import { useSyncExternalStore } from 'react';

export type Rgb = [number, number, number];

/** The theme's colours resolved to sRGB, for engines that cannot read CSS variables. */
export interface ThemePalette {
  dark: boolean;
  background: Rgb;
  foreground: Rgb;
  card: Rgb;
  muted: Rgb;
  mutedForeground: Rgb;
  border: Rgb;
  primary: Rgb;
  chart: [Rgb, Rgb, Rgb, Rgb, Rgb];
}

const subscribe = (notify: () => void) => {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

let probe: CanvasRenderingContext2D | null = null;

/** Any CSS colour (oklch included) to sRGB, by painting one pixel. */
function toRgb(css: string, fallback: Rgb): Rgb {
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!probe || !css) return fallback;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

function readPalette(): ThemePalette {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: Rgb) => toRgb(style.getPropertyValue(`--${name}`).trim(), fallback);
  const dark = document.documentElement.classList.contains('dark');
  const background = read('background', dark ? [10, 10, 10] : [255, 255, 255]);
  const foreground = read('foreground', dark ? [250, 250, 250] : [10, 10, 10]);
  return {
    dark,
    background,
    foreground,
    card: read('card', background),
    muted: read('muted', dark ? [38, 38, 38] : [245, 245, 245]),
    mutedForeground: read('muted-foreground', [115, 115, 115]),
    border: read('border', dark ? [50, 50, 50] : [229, 229, 229]),
    primary: read('primary', foreground),
    chart: [
      read('chart-1', [234, 88, 12]),
      read('chart-2', [13, 148, 136]),
      read('chart-3', [30, 64, 175]),
      read('chart-4', [234, 179, 8]),
      read('chart-5', [249, 115, 22]),
    ],
  };
}

let cache: { classes: string; palette: ThemePalette } | null = null;

// Re-read only when <html>'s classes change (mode or colour), so the snapshot stays referentially stable.
function snapshot(): ThemePalette {
  const classes = document.documentElement.className;
  if (cache?.classes !== classes) cache = { classes, palette: readPalette() };
  return cache.palette;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [10, 10, 10];
const serverPalette: ThemePalette = {
  dark: false,
  background: white,
  foreground: black,
  card: white,
  muted: [245, 245, 245],
  mutedForeground: [115, 115, 115],
  border: [229, 229, 229],
  primary: black,
  chart: [black, black, black, black, black],
};

/** The current palette; changes with the light/dark mode and the `theme-<colour>` class on <html>. */
export function useThemePalette(): ThemePalette {
  return useSyncExternalStore(subscribe, snapshot, () => serverPalette);
}

export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
export const rgba = ([r, g, b]: Rgb, alpha = 1) => `rgba(${r}, ${g}, ${b}, ${alpha})`;
/** Mixes two colours; `t` = 0 gives `a`, 1 gives `b`. */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const at = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * t);
  return [at(0), at(1), at(2)];
};
