'use client';

import { useTranslations } from 'next-intl';
import { PolarAngleAxis, PolarGrid, Radar, RadarChart } from 'recharts';
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent } from '@/components/ui/chart';
import { ChartCard } from '../chart-card';
import { TrendFooter } from './trend-footer';
import { useMonthly, useVisitorConfig } from './use-rechart-data';

const box = 'mx-auto aspect-square max-h-[250px]';

export function RadarCharts() {
  const t = useTranslations('page.chart.rechart');
  const data = useMonthly();
  const config = useVisitorConfig();
  const title = (variant: string) => `${t('radarChart')} · ${t(`variant.${variant}`)}`;
  return (
    <>
      <ChartCard title={title('dots')} description={t('period')} footer={<TrendFooter value={5.2} />}>
        <ChartContainer config={config} className={box}>
          <RadarChart data={data}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
            <PolarAngleAxis dataKey="label" />
            <PolarGrid />
            <Radar dataKey="desktop" fill="var(--color-desktop)" fillOpacity={0.6} dot={{ r: 4, fillOpacity: 1 }} />
          </RadarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('multiple')} description={t('period')} footer={<TrendFooter value={3.3} />}>
        <ChartContainer config={config} className={`${box} max-h-[280px]`}>
          <RadarChart data={data}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" />} />
            <PolarAngleAxis dataKey="label" />
            <PolarGrid />
            <Radar dataKey="desktop" fill="var(--color-desktop)" fillOpacity={0.6} />
            <Radar dataKey="mobile" fill="var(--color-mobile)" fillOpacity={0.5} />
            <ChartLegend content={<ChartLegendContent />} />
          </RadarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('gridCircle')} description={t('period')} footer={<TrendFooter value={1.6} />}>
        <ChartContainer config={config} className={box}>
          <RadarChart data={data}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel />} />
            <PolarGrid gridType="circle" />
            <PolarAngleAxis dataKey="label" />
            <Radar dataKey="desktop" fill="var(--color-desktop)" fillOpacity={0.6} dot={{ r: 4, fillOpacity: 1 }} />
          </RadarChart>
        </ChartContainer>
      </ChartCard>

      <ChartCard title={title('linesOnly')} description={t('period')} footer={<TrendFooter value={-2.4} />}>
        <ChartContainer config={config} className={box}>
          <RadarChart data={data}>
            <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" />} />
            <PolarAngleAxis dataKey="label" />
            <PolarGrid radialLines={false} />
            <Radar dataKey="desktop" fill="var(--color-desktop)" fillOpacity={0} stroke="var(--color-desktop)" strokeWidth={2} />
            <Radar dataKey="mobile" fill="var(--color-mobile)" fillOpacity={0} stroke="var(--color-mobile)" strokeWidth={2} />
          </RadarChart>
        </ChartContainer>
      </ChartCard>
    </>
  );
}
