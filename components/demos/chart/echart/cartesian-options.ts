import { echarts, type EChartsOption } from './echarts-core';
import { seededRandom, type Translate } from '../demo-data';
import type { ThemeTokens } from '../use-theme-tokens';
import { axisStyle, baseOption, grid } from './theme-option';

const fade = (color: string) => new echarts.graphic.LinearGradient(0, 0, 0, 1, [
  { offset: 0, color: color.replace(/^rgb\((.*)\)$/, 'rgba($1, 0.45)') },
  { offset: 1, color: color.replace(/^rgb\((.*)\)$/, 'rgba($1, 0.02)') },
]);

/** Visits and sign-ups over the week: smooth lines over gradient areas. */
export function lineOption(tk: ThemeTokens, t: Translate, days: string[]): EChartsOption {
  const base = baseOption(tk);
  const series = [
    { key: 'visits', data: [820, 932, 901, 934, 1290, 1330, 1320] },
    { key: 'signups', data: [320, 432, 401, 534, 690, 830, 720] },
  ];
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'axis' },
    legend: base.legend,
    grid,
    xAxis: { type: 'category', boundaryGap: false, data: days, ...axisStyle(tk) },
    yAxis: { type: 'value', ...axisStyle(tk) },
    series: series.map((s, i) => ({
      name: t(`series.${s.key}`),
      type: 'line',
      smooth: true,
      showSymbol: false,
      data: s.data,
      lineStyle: { width: 2 },
      areaStyle: { color: fade(tk.chart[i] ?? tk.primary) },
      emphasis: { focus: 'series' },
    })),
  };
}

/** Orders per month by channel: stacked bars with rounded tops. */
export function barOption(tk: ThemeTokens, t: Translate, months: string[]): EChartsOption {
  const base = baseOption(tk);
  const random = seededRandom(7);
  const channels = ['online', 'store', 'partner'];
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'axis', axisPointer: { type: 'shadow', shadowStyle: { color: tk.muted } } },
    legend: base.legend,
    grid,
    xAxis: { type: 'category', data: months.slice(0, 6), ...axisStyle(tk) },
    yAxis: { type: 'value', ...axisStyle(tk) },
    series: channels.map((key, i) => ({
      name: t(`series.${key}`),
      type: 'bar',
      stack: 'orders',
      barMaxWidth: 32,
      data: months.slice(0, 6).map(() => Math.round(80 + random() * 160)),
      itemStyle: { borderRadius: i === channels.length - 1 ? [4, 4, 0, 0] : 0 },
      emphasis: { focus: 'series' },
    })),
  };
}

/** Two clusters of sessions: minutes on the site against pages viewed (never fewer than none: both axes start at 0). */
export function scatterOption(tk: ThemeTokens, t: Translate): EChartsOption {
  const base = baseOption(tk);
  const random = seededRandom(42);
  // A session lasts a moment at least and shows one page at least.
  const cluster = (x: number, y: number, spread: number) =>
    Array.from({ length: 60 }, () => [
      Math.max(0.1, +(x + (random() - 0.5) * spread).toFixed(1)),
      Math.max(1, Math.round(y + (random() - 0.5) * spread * 1.6)),
    ]);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item' },
    legend: base.legend,
    grid: { ...grid, top: 32, bottom: 56 },
    xAxis: {
      type: 'value',
      min: 0,
      name: t('axis.minutes'),
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: tk.mutedForeground },
      ...axisStyle(tk),
    },
    yAxis: {
      type: 'value',
      min: 0,
      name: t('axis.pages'),
      nameTextStyle: { color: tk.mutedForeground, align: 'left' },
      ...axisStyle(tk),
    },
    // Two symbols as well as two colours: single-hue themes make the colours close.
    series: [
      { name: t('series.newVisitors'), symbol: 'circle', data: cluster(6, 5, 8) },
      { name: t('series.returning'), symbol: 'diamond', data: cluster(14, 12, 10) },
    ].map((s) => ({ ...s, type: 'scatter' as const, symbolSize: 9, itemStyle: { opacity: 0.8 }, emphasis: { focus: 'series' as const } })),
  };
}

/** Activity by weekday and hour: a heatmap from the card colour to the theme's first chart colour. */
export function heatmapOption(tk: ThemeTokens, t: Translate, days: string[]): EChartsOption {
  const base = baseOption(tk);
  const random = seededRandom(3);
  const hours = Array.from({ length: 24 }, (_, h) => `${h}`);
  const data = days.flatMap((_, d) =>
    hours.map((_, h) => {
      const office = h >= 9 && h <= 18 && d < 5 ? 6 : 1;
      return [h, d, Math.round(random() * 4 + office * random() * 2)];
    }),
  );
  return {
    ...base,
    tooltip: { ...base.tooltip, position: 'top' },
    legend: { show: false },
    grid: { ...grid, bottom: 56 },
    xAxis: { type: 'category', data: hours, splitArea: { show: false }, ...axisStyle(tk), splitLine: { show: false } },
    yAxis: { type: 'category', data: days, ...axisStyle(tk), splitLine: { show: false } },
    visualMap: {
      min: 0,
      max: 16,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 120,
      itemWidth: 12,
      textStyle: { color: tk.mutedForeground },
      inRange: { color: [tk.muted, tk.chart[0] ?? tk.primary] },
    },
    series: [
      {
        name: t('series.activity'),
        type: 'heatmap',
        data,
        itemStyle: { borderColor: tk.card, borderWidth: 2, borderRadius: 3 },
        emphasis: { itemStyle: { borderColor: tk.foreground } },
      },
    ],
  };
}
