'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { ChartCard } from '../chart-card';
import { monthNames } from '../demo-data';
import { ForceGraph } from './force-graph';
import { teamKeys } from './force-graph-data';
import { SortedBars, type BarOrder } from './sorted-bars';
import { ZoomableSunburst } from './zoomable-sunburst';

/** The D3 demos: a draggable force graph, a zoomable sunburst and bars that re-sort with transitions. */
export function D3Gallery() {
  const t = useTranslations('page.chart.d3');
  const locale = useLocale();
  const teams = useMemo(() => teamKeys.map((key) => t(`teams.${key}`)), [t]);
  const memberLabel = useCallback((team: string, n: number) => t('member', { team, n }), [t]);
  const storageName = useCallback((key: string) => t(`storage.${key}`), [t]);
  const totalLabel = useCallback(
    (mb: number) => t('size', { size: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb / 1024) }),
    [t, locale],
  );
  const months = useMemo(() => monthNames(locale), [locale]);
  const orderLabel = useCallback((order: BarOrder) => t(`order.${order}`), [t]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard className="lg:col-span-2" title={t('force.title')} description={t('force.description')}>
        <ForceGraph teams={teams} memberLabel={memberLabel} />
      </ChartCard>
      <ChartCard title={t('sunburst.title')} description={t('sunburst.description')}>
        <ZoomableSunburst name={storageName} totalLabel={totalLabel} />
      </ChartCard>
      <ChartCard title={t('bars.title')} description={t('bars.description')}>
        <SortedBars months={months} orderLabel={orderLabel} shuffleLabel={t('shuffle')} />
      </ChartCard>
    </div>
  );
}
