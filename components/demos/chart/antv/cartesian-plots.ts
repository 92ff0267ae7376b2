import type { AreaOptions, ColumnOptions, DualAxesOptions, LineOptions } from '@antv/g2plot';
import { seededRandom, type Translate } from '../demo-data';
import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import type { ThemeTokens } from '../use-theme-tokens';
import { g2Theme } from './g2-theme';

export interface PlotContext {
  tk: ThemeTokens;
  t: Translate;
  /** G2Plot's own locale (its built-in texts) */
  locale: 'en-US' | 'zh-CN';
  months: string[];
}

/** Theme, language and motion: what every plot takes. */
export const plotBase = ({ tk, locale }: PlotContext) => ({
  theme: g2Theme(tk),
  locale,
  // G2Plot animates by default; `false` turns it off, an absent key keeps the default.
  ...(prefersReducedMotion() ? { animation: false as const } : {}),
});

/** Dashed grid lines in the border colour (a style given here replaces the theme's, so the colour is set too). */
export const dashedGrid = (tk: ThemeTokens) => ({ line: { style: { stroke: tk.border, lineWidth: 1, lineDash: [4, 4] } } });

export const common = (ctx: PlotContext) => ({
  ...plotBase(ctx),
  // Wrap legend items onto more rows instead of paging them (narrow cards on phones).
  legend: { position: 'bottom' as const, flipPage: false },
  appendPadding: [8, 8, 0, 0],
});

/** Monthly active users per platform. */
export function linePlot(ctx: PlotContext): LineOptions {
  const random = seededRandom(21);
  const platforms = ['web', 'ios', 'android'];
  const data = ctx.months.flatMap((month, i) =>
    platforms.map((p, k) => ({ month, platform: ctx.t(`series.${p}`), users: Math.round(300 + k * 120 + i * 35 + random() * 120) })),
  );
  return {
    ...common(ctx),
    data,
    xField: 'month',
    yField: 'users',
    seriesField: 'platform',
    smooth: true,
    point: { size: 3, shape: 'circle' },
    lineStyle: { lineWidth: 2 },
    yAxis: { grid: dashedGrid(ctx.tk) },
  };
}

/** Revenue per quarter and region, grouped columns with rounded tops. */
export function columnPlot(ctx: PlotContext): ColumnOptions {
  const random = seededRandom(8);
  const regions = ['north', 'south', 'east', 'west'];
  const data = [1, 2, 3, 4].flatMap((n) =>
    regions.map((r) => ({ quarter: ctx.t('quarter', { n }), region: ctx.t(`region.${r}`), revenue: Math.round(40 + random() * 90) })),
  );
  return {
    ...common(ctx),
    data,
    isGroup: true,
    xField: 'quarter',
    yField: 'revenue',
    seriesField: 'region',
    dodgePadding: 2,
    columnStyle: { radius: [4, 4, 0, 0] },
    yAxis: { grid: dashedGrid(ctx.tk) },
  };
}

/** Weekly traffic by source, stacked smooth areas. */
export function areaPlot(ctx: PlotContext): AreaOptions {
  const random = seededRandom(13);
  const sources = ['search', 'direct', 'social'];
  const data = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((n) =>
    sources.map((s, k) => ({ week: ctx.t('week', { n }), source: ctx.t(`source.${s}`), visits: Math.round(120 + k * 40 + Math.sin(n / 2) * 50 + random() * 60) })),
  );
  return {
    ...common(ctx),
    data,
    xField: 'week',
    yField: 'visits',
    seriesField: 'source',
    isStack: true,
    smooth: true,
    areaStyle: { fillOpacity: 0.55 },
    line: { style: { lineWidth: 1.5 } },
    yAxis: { grid: dashedGrid(ctx.tk) },
  };
}

/** Orders (columns, left axis) and the conversion rate (line, right axis) per month. */
export function dualAxesPlot(ctx: PlotContext): DualAxesOptions {
  const random = seededRandom(34);
  const rows = ctx.months.slice(0, 8).map((month) => ({
    month,
    orders: Math.round(200 + random() * 400),
    rate: +(2 + random() * 4).toFixed(1),
  }));
  const orders = ctx.t('series.orders');
  const rate = ctx.t('series.rate');
  return {
    ...common(ctx),
    data: [rows, rows],
    xField: 'month',
    yField: ['orders', 'rate'],
    meta: { orders: { alias: orders }, rate: { alias: rate, min: 0, formatter: (v: number) => `${v}%` } },
    geometryOptions: [
      { geometry: 'column', color: ctx.tk.chart[0], columnWidthRatio: 0.45, columnStyle: { radius: [4, 4, 0, 0] } },
      { geometry: 'line', color: ctx.tk.chart[2] ?? ctx.tk.primary, lineStyle: { lineWidth: 2 }, point: { size: 3, shape: 'circle' } },
    ],
    yAxis: { orders: { grid: dashedGrid(ctx.tk) }, rate: { grid: null } },
  };
}
