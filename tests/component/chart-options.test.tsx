import { describe, expect, it } from 'vitest';
import { radarPlot } from '@/components/demos/chart/antv/polar-plots';
import { scatterOption } from '@/components/demos/chart/echart/cartesian-options';
import type { EChartsOption } from '@/components/demos/chart/echart/echarts-core';
import { graphOption } from '@/components/demos/chart/echart/graph-option';
import { gaugeOption } from '@/components/demos/chart/echart/polar-options';
import type { ThemeTokens } from '@/components/demos/chart/use-theme-tokens';
import type { MenuTree } from '@/lib/menu';

// The chart demos' option builders (issue 26, item 13): at 390 px ECharts' gauge and graph labels left
// the card, its scatter showed negative pages, and AntV's radar legend sat on the axis names.
const tk: ThemeTokens = {
  key: 'light',
  dark: false,
  fontFamily: 'sans-serif',
  background: 'rgb(255, 255, 255)',
  card: 'rgb(255, 255, 255)',
  foreground: 'rgb(10, 10, 10)',
  mutedForeground: 'rgb(115, 115, 115)',
  muted: 'rgb(245, 245, 245)',
  border: 'rgb(229, 229, 229)',
  primary: 'rgb(23, 23, 23)',
  popover: 'rgb(255, 255, 255)',
  popoverForeground: 'rgb(10, 10, 10)',
  chart: ['rgb(234, 88, 12)', 'rgb(13, 148, 136)', 'rgb(22, 78, 99)', 'rgb(250, 204, 21)', 'rgb(245, 158, 11)'],
};
const t = (key: string) => key;

const isPoint = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');
const seriesOf = (option: EChartsOption) => (Array.isArray(option.series) ? option.series : option.series ? [option.series] : []);
const percent = (value: unknown) => (typeof value === 'string' ? Number.parseFloat(value) : Number.NaN);

describe('ECharts options', () => {
  it('scatter: both axes start at 0 and no session has negative minutes or fewer than one page', () => {
    const option = scatterOption(tk, t);
    expect(option).toMatchObject({ xAxis: { min: 0 }, yAxis: { min: 0 } });
    const points = seriesOf(option).flatMap((s) => (Array.isArray(s.data) ? s.data.filter(isPoint) : []));
    expect(points).toHaveLength(120);
    for (const [minutes = -1, pages = -1] of points) {
      expect(minutes).toBeGreaterThan(0);
      expect(pages).toBeGreaterThanOrEqual(1);
    }
  });

  it('gauge: a narrow card draws a smaller arc, so the scale’s labels outside it stay on the card', () => {
    const radius = (narrow: boolean) => {
      const gauge = seriesOf(gaugeOption(tk, t, 72, narrow))[0];
      return gauge?.type === 'gauge' ? percent(gauge.radius) : Number.NaN;
    };
    expect(radius(false)).toBe(90);
    expect(radius(true)).toBeLessThanOrEqual(75);
  });

  it('graph: a narrow card pulls the layout tighter, with smaller labels and room for the wrapped legend', () => {
    const menu: MenuTree = [];
    const wide = seriesOf(graphOption(tk, menu, () => 'x', 'root', false))[0];
    const narrow = seriesOf(graphOption(tk, menu, () => 'x', 'root', true))[0];
    expect(narrow).toMatchObject({ force: { repulsion: 90, gravity: 0.24 }, bottom: 72, label: { fontSize: 10 } });
    expect(wide).toMatchObject({ force: { repulsion: 200, gravity: 0.12 }, bottom: 48, label: { fontSize: 11 } });
  });
});

describe('AntV radar', () => {
  it('leaves the quality names room above the legend', () => {
    const plot = radarPlot({ tk, t, locale: 'zh-CN', months: [] });
    expect(plot.radius).toBeLessThanOrEqual(0.8);
    expect(plot.appendPadding).toEqual([8, 8, 12, 8]);
  });
});
