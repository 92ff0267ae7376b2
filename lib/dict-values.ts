/**
 * The colours a dictionary value may have (resources/dicts), shared by the contract and the badges: named
 * tones rather than free colour codes, so each reads in both themes and Tailwind sees every class.
 */
export const dictColors = ['gray', 'green', 'sky', 'blue', 'amber', 'orange', 'red', 'violet', 'pink'] as const;
export type DictColor = (typeof dictColors)[number];

/** A badge's tint and its dot, per colour (the dot carries the colour for those who cannot tell tints apart). */
export const dictTones: Record<DictColor, { badge: string; dot: string }> = {
  gray: { badge: 'font-normal', dot: 'bg-muted-foreground/60' },
  green: { badge: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300', dot: 'bg-emerald-500' },
  sky: { badge: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300', dot: 'bg-sky-500' },
  blue: { badge: 'border-blue-500/40 bg-blue-500/10 text-blue-700 dark:text-blue-300', dot: 'bg-blue-500' },
  amber: { badge: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-300', dot: 'bg-amber-500' },
  orange: { badge: 'border-orange-500/50 bg-orange-500/10 text-orange-800 dark:text-orange-300', dot: 'bg-orange-500' },
  red: { badge: 'border-red-500/50 bg-red-500/10 text-red-700 dark:text-red-300', dot: 'bg-red-500' },
  violet: { badge: 'border-violet-500/40 bg-violet-500/10 text-violet-700 dark:text-violet-300', dot: 'bg-violet-500' },
  pink: { badge: 'border-pink-500/40 bg-pink-500/10 text-pink-700 dark:text-pink-300', dot: 'bg-pink-500' },
};

/** A stored colour as one of the palette's (an unknown one reads as gray). */
export function dictColor(value: string): DictColor {
  return dictColors.find((c) => c === value) ?? 'gray';
}

/** A dictionary's value as `GET /api/system/dicts/options?code=` answers it (resources/dicts/options.ts). */
export interface DictOption {
  value: string;
  /** in the request's language */
  label: string;
  labelEn: string;
  labelZh: string;
  color: DictColor;
  /** it may be chosen: an enabled value of an enabled dictionary (a disabled one still labels old records) */
  enabled: boolean;
}

/** The endpoint of a dictionary's options (under `/api/`). */
export const dictOptionsPath = (code: string) => `system/dicts/options?code=${encodeURIComponent(code)}`;
