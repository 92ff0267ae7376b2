import type { EChartsOption } from './echarts-core';
import type { Translate } from '../demo-data';
import type { ThemeTokens } from '../use-theme-tokens';
import { baseOption } from './theme-option';

const sources = [
  { key: 'search', value: 1048 },
  { key: 'direct', value: 735 },
  { key: 'email', value: 580 },
  { key: 'ads', value: 484 },
  { key: 'video', value: 300 },
];

/** Traffic sources: a doughnut with rounded, separated slices and the label in the middle on hover. */
export function pieOption(tk: ThemeTokens, t: Translate): EChartsOption {
  const base = baseOption(tk);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: base.legend,
    series: [
      {
        name: t('series.sources'),
        type: 'pie',
        radius: ['42%', '70%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: false,
        padAngle: 2,
        itemStyle: { borderRadius: 6, borderColor: tk.card, borderWidth: 2 },
        label: { show: false, position: 'center' },
        emphasis: { label: { show: true, fontSize: 18, fontWeight: 'bold', color: tk.foreground } },
        labelLine: { show: false },
        data: sources.map((s) => ({ name: t(`source.${s.key}`), value: s.value })),
      },
    ],
  };
}

/**
 * A server-load gauge: a progress arc in the primary colour over a muted track. Its scale's labels sit
 * outside the arc: on a narrow card (`narrow`, a phone) the arc is smaller so they stay inside the card.
 */
export function gaugeOption(tk: ThemeTokens, t: Translate, value: number, narrow = false): EChartsOption {
  const base = baseOption(tk);
  return {
    ...base,
    legend: { show: false },
    series: [
      {
        name: t('series.load'),
        type: 'gauge',
        center: ['50%', narrow ? '56%' : '58%'],
        radius: narrow ? '74%' : '90%',
        startAngle: 210,
        endAngle: -30,
        min: 0,
        max: 100,
        progress: { show: true, width: 16, roundCap: true, itemStyle: { color: tk.chart[0] } },
        axisLine: { roundCap: true, lineStyle: { width: 16, color: [[1, tk.muted]] } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { length: 8, distance: -28, lineStyle: { width: 2, color: tk.border } },
        axisLabel: { distance: -14, color: tk.mutedForeground, fontSize: 11 },
        anchor: { show: false },
        title: { offsetCenter: [0, '28%'], color: tk.mutedForeground, fontSize: 13 },
        detail: {
          valueAnimation: true,
          offsetCenter: [0, '-4%'],
          fontSize: 36,
          fontWeight: 'bold',
          formatter: '{value}%',
          color: tk.foreground,
        },
        data: [{ value, name: t('series.load') }],
      },
    ],
  };
}
