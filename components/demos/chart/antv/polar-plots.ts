import type { GaugeOptions, PieOptions, RadarOptions, RoseOptions } from '@antv/g2plot';
import { common, plotBase, type PlotContext } from './cartesian-plots';

/** Sessions per device: a donut with the total in the middle. */
export function piePlot(ctx: PlotContext): PieOptions {
  const devices = [
    { key: 'desktop', value: 540 },
    { key: 'mobile', value: 420 },
    { key: 'tablet', value: 160 },
    { key: 'tv', value: 60 },
  ];
  const data = devices.map((d) => ({ device: ctx.t(`device.${d.key}`), value: d.value }));
  const total = data.reduce((n, d) => n + d.value, 0);
  return {
    ...common(ctx),
    data,
    angleField: 'value',
    colorField: 'device',
    radius: 0.9,
    innerRadius: 0.62,
    pieStyle: { stroke: ctx.tk.card, lineWidth: 2 },
    // No slice labels (text on theme colours lacks contrast): the centre shows the total, or the hovered slice.
    label: false,
    statistic: {
      title: { content: ctx.t('total'), style: { color: ctx.tk.mutedForeground, fontSize: '13px' } },
      content: { content: total.toLocaleString(), style: { color: ctx.tk.foreground, fontSize: '24px', fontWeight: '600' } },
    },
    // Hovering a slice shows its name and value in the centre.
    interactions: [{ type: 'element-active' }, { type: 'pie-statistic-active' }],
  };
}

/** Support tickets per category as a Nightingale rose. */
export function rosePlot(ctx: PlotContext): RoseOptions {
  const categories = [
    { key: 'billing', value: 38 },
    { key: 'account', value: 52 },
    { key: 'bug', value: 61 },
    { key: 'feature', value: 96 },
    { key: 'other', value: 48 },
  ];
  return {
    ...common(ctx),
    data: categories.map((c) => ({ type: ctx.t(`ticket.${c.key}`), value: c.value })),
    xField: 'type',
    yField: 'value',
    seriesField: 'type',
    radius: 0.9,
    sectorStyle: { stroke: ctx.tk.card, lineWidth: 1.5 },
    label: false,
  };
}

/**
 * Two releases scored on five qualities. The qualities' names sit outside the polygon, where G2 keeps no
 * room for them: a smaller radius and a gap above the legend keep the lower two off it.
 */
export function radarPlot(ctx: PlotContext): RadarOptions {
  const qualities = ['performance', 'usability', 'security', 'stability', 'cost'];
  const scores = { current: [82, 70, 88, 76, 60], next: [90, 84, 86, 88, 72] };
  const data = Object.entries(scores).flatMap(([release, values]) =>
    qualities.map((q, i) => ({ quality: ctx.t(`quality.${q}`), release: ctx.t(`release.${release}`), score: values[i] ?? 0 })),
  );
  return {
    ...common(ctx),
    data,
    xField: 'quality',
    yField: 'score',
    seriesField: 'release',
    radius: 0.78,
    appendPadding: [8, 8, 12, 8],
    meta: { score: { min: 0, max: 100 } },
    xAxis: { line: null, tickLine: null, grid: { line: { style: { stroke: ctx.tk.border, lineDash: null } } } },
    yAxis: { label: false, grid: { alternateColor: 'transparent', line: { style: { stroke: ctx.tk.border } } } },
    area: { style: { fillOpacity: 0.25 } },
    point: { size: 2 },
  };
}

/** Uptime of the month against the target, as a gauge. */
export function gaugePlot(ctx: PlotContext, percent: number): GaugeOptions {
  const { tk } = ctx;
  return {
    ...plotBase(ctx),
    percent,
    range: { color: [tk.chart[0] ?? tk.primary, tk.muted], width: 14 },
    innerRadius: 0.82,
    indicator: {
      pointer: { style: { stroke: tk.mutedForeground } },
      pin: { style: { stroke: tk.mutedForeground, fill: tk.card } },
    },
    axis: { label: { style: { fill: tk.mutedForeground, fontSize: 11 } }, tickLine: { style: { stroke: tk.border } }, subTickLine: { style: { stroke: tk.border } } },
    statistic: {
      title: { offsetY: 36, content: ctx.t('uptime'), style: { color: tk.mutedForeground, fontSize: '13px' } },
      content: { offsetY: -8, content: `${(percent * 100).toFixed(1)}%`, style: { color: tk.foreground, fontSize: '28px', opacity: 1 } },
    },
  };
}
