'use client';

import { Area, Column, DualAxes, Gauge, Line, Pie, Radar, Rose } from '@antv/g2plot';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { monthNames } from '../demo-data';
import { useThemeTokens } from '../use-theme-tokens';
import { areaPlot, columnPlot, dualAxesPlot, linePlot, type PlotContext } from './cartesian-plots';
import { G2PlotView } from './g2plot-view';
import { gaugePlot, piePlot, radarPlot, rosePlot } from './polar-plots';

/** The G2Plot demos, rebuilt when the theme or the language changes. */
export function AntvGallery() {
  const t = useTranslations('page.chart.antv');
  const locale = useLocale();
  const tk = useThemeTokens();
  const ctx = useMemo<PlotContext | null>(
    () => (tk ? { tk, t, locale: locale === 'zh' ? 'zh-CN' : 'en-US', months: monthNames(locale) } : null),
    [tk, t, locale],
  );
  const plots = useMemo(
    () =>
      ctx && {
        line: linePlot(ctx),
        column: columnPlot(ctx),
        pie: piePlot(ctx),
        dualAxes: dualAxesPlot(ctx),
        area: areaPlot(ctx),
        radar: radarPlot(ctx),
        rose: rosePlot(ctx),
        gauge: gaugePlot(ctx, 0.987),
      },
    [ctx],
  );
  if (!plots) return null;
  const card = (key: keyof typeof plots, view: ReactNode) => (
    <ChartCard key={key} title={t(`charts.${key}.title`)} description={t(`charts.${key}.description`)}>
      {view}
    </ChartCard>
  );
  const label = (key: keyof typeof plots) => t(`charts.${key}.title`);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {card('line', <G2PlotView plot={Line} options={plots.line} label={label('line')} />)}
      {card('column', <G2PlotView plot={Column} options={plots.column} label={label('column')} />)}
      {card('pie', <G2PlotView plot={Pie} options={plots.pie} label={label('pie')} />)}
      {card('dualAxes', <G2PlotView plot={DualAxes} options={plots.dualAxes} label={label('dualAxes')} />)}
      {card('area', <G2PlotView plot={Area} options={plots.area} label={label('area')} />)}
      {card('radar', <G2PlotView plot={Radar} options={plots.radar} label={label('radar')} />)}
      {card('rose', <G2PlotView plot={Rose} options={plots.rose} label={label('rose')} />)}
      {card('gauge', <G2PlotView plot={Gauge} options={plots.gauge} label={label('gauge')} />)}
    </div>
  );
}
