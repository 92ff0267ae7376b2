'use client';

import { useTranslations } from 'next-intl';
import { AreaCharts } from './area-charts';
import { BarCharts } from './bar-charts';
import { LazySection } from './lazy-section';
import { LineCharts } from './line-charts';
import { PieCharts } from './pie-charts';
import { RadarCharts } from './radar-charts';
import { RadialCharts } from './radial-charts';
import { TooltipCharts } from './tooltip-charts';

/** Every Recharts demo of the page (loaded only on /chart/rechart). */
export function RechartGallery() {
  const t = useTranslations('page.chart.rechart');
  return (
    <div className="flex flex-col gap-8">
      <LazySection id="area-chart" title={t('areaChart')} cards={4}>
        <AreaCharts />
      </LazySection>
      <LazySection id="bar-chart" title={t('barChart')} cards={4}>
        <BarCharts />
      </LazySection>
      <LazySection id="line-chart" title={t('lineChart')} cards={4}>
        <LineCharts />
      </LazySection>
      <LazySection id="pie-chart" title={t('pieChart')} cards={4}>
        <PieCharts />
      </LazySection>
      <LazySection id="radar-chart" title={t('radarChart')} cards={4}>
        <RadarCharts />
      </LazySection>
      <LazySection id="radial-chart" title={t('radialChart')} cards={4}>
        <RadialCharts />
      </LazySection>
      <LazySection id="tooltip" title={t('tooltip')} description={t('tooltipIntro')} cards={6}>
        <TooltipCharts />
      </LazySection>
    </div>
  );
}
