import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import type { ThemeTokens } from '../use-theme-tokens';

/** What every ECharts option shares: the theme's palette, text, tooltip and legend. */
export function baseOption(tk: ThemeTokens) {
  return {
    animation: !prefersReducedMotion(),
    backgroundColor: 'transparent',
    color: tk.chart,
    textStyle: { color: tk.foreground, fontFamily: tk.fontFamily },
    tooltip: {
      backgroundColor: tk.popover,
      borderColor: tk.border,
      textStyle: { color: tk.popoverForeground, fontFamily: tk.fontFamily, fontSize: 12 },
      extraCssText: 'border-radius: 8px; box-shadow: 0 10px 15px -3px rgb(0 0 0 / 0.1);',
    },
    legend: {
      bottom: 0,
      icon: 'roundRect',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: tk.mutedForeground, fontFamily: tk.fontFamily },
      inactiveColor: tk.muted,
    },
  };
}

/** Axis styling in the theme: no lines or ticks, muted labels, dashed border-coloured grid lines. */
export function axisStyle(tk: ThemeTokens) {
  return {
    axisLine: { show: false, lineStyle: { color: tk.border } },
    axisTick: { show: false },
    axisLabel: { color: tk.mutedForeground, fontFamily: tk.fontFamily },
    splitLine: { lineStyle: { color: tk.border, type: 'dashed' as const } },
  };
}

/** The grid of a cartesian chart, leaving room for a legend below. */
export const grid = { left: 8, right: 16, top: 16, bottom: 40, containLabel: true };
