import { mix, type Rgb, type ThemePalette } from '@/components/demos/three/shared/use-theme-palette';

/** One colour scheme for every flat map, derived from the theme so light, dark and each colour match. */
export interface MapColors {
  ocean: Rgb;
  land: Rgb;
  border: Rgb;
  highlight: Rgb;
  city: Rgb;
  route: Rgb;
  text: Rgb;
}

export function mapColors(p: ThemePalette): MapColors {
  return {
    ocean: mix(p.background, p.primary, p.dark ? 0.1 : 0.06),
    land: mix(p.background, p.foreground, p.dark ? 0.2 : 0.12),
    border: mix(p.background, p.foreground, p.dark ? 0.45 : 0.4),
    highlight: p.primary,
    city: p.chart[0],
    route: p.chart[1],
    text: p.foreground,
  };
}
