'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useMenu, useMenuTitle } from '@/components/shell/menu-context';
import { ChartCard } from '../chart-card';
import { monthNames, weekdayNames } from '../demo-data';
import { useThemeTokens } from '../use-theme-tokens';
import { barOption, heatmapOption, lineOption, scatterOption } from './cartesian-options';
import { EChartView } from './echart-view';
import { graphOption } from './graph-option';
import { gaugeOption, pieOption } from './polar-options';

const charts = ['line', 'bar', 'pie', 'scatter', 'heatmap', 'gauge', 'graph'] as const;

/** Every ECharts demo of the page, rebuilt when the theme or the language changes. */
export function EChartGallery() {
  const t = useTranslations('page.chart.echart');
  const tRoot = useTranslations();
  const locale = useLocale();
  const tk = useThemeTokens();
  const menu = useMenu();
  const title = useMenuTitle();
  const options = useMemo(() => {
    if (!tk) return null;
    const days = weekdayNames(locale);
    return {
      line: lineOption(tk, t, days),
      bar: barOption(tk, t, monthNames(locale)),
      pie: pieOption(tk, t),
      scatter: scatterOption(tk, t),
      heatmap: heatmapOption(tk, t, days),
      gauge: (narrow: boolean) => gaugeOption(tk, t, 72, narrow),
      graph: (narrow: boolean) => graphOption(tk, menu, title, tRoot('common.template'), narrow),
    };
  }, [tk, t, tRoot, locale, menu, title]);
  if (!options) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((key) => (
        <ChartCard
          key={key}
          title={t(`charts.${key}.title`)}
          description={t(`charts.${key}.description`)}
          className={key === 'graph' ? 'lg:col-span-2' : undefined}
        >
          <EChartView option={options[key]} label={t(`charts.${key}.title`)} className={key === 'graph' ? 'h-[420px]' : undefined} />
        </ChartCard>
      ))}
    </div>
  );
}
